import { ProjectList } from '../features/ai-visibility/project-list';

export default function AiVisibilityPage() {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <ProjectList />
    </div>
  );
}
