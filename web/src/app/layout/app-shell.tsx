import { FullScreenSpinner } from '../../components/ui/spinner';
import { LAYOUT_CLASS } from './app-layout';
import { BrandLink } from './brand';
import { HEADER_CLASS, HEADER_ROW_CLASS } from './site-header';

/**
 * What index.html shows before the scripts have run: the header bar with the brand, and a spinner where the page
 * goes, in the app's own frame and classes. The browser paints it as soon as the stylesheet is in, so the first
 * paint does not wait for the scripts to download and React to render; React then replaces it with the app.
 * index.html holds it as static markup, and app-shell.test.tsx checks that the two are the same.
 */
export function AppShell() {
  return (
    <div className={LAYOUT_CLASS}>
      <header className={HEADER_CLASS}>
        <div className={HEADER_ROW_CLASS}>
          <BrandLink />
        </div>
      </header>
      <main id="main" className="flex-1">
        <FullScreenSpinner />
      </main>
    </div>
  );
}
