import { SearchConsolePage } from '../features/search-console/search-console-page';

export default function SearchConsoleRoute() {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <SearchConsolePage />
    </div>
  );
}
