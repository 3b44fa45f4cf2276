import '../../lib/testing/jsdom-text-encoding';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppShell } from './app-shell';

const INDEX_HTML = path.resolve(__dirname, '../../../index.html');

/** What index.html's #root holds before the scripts run. */
function staticShell(): string {
  const html = readFileSync(INDEX_HTML, 'utf8');
  const match = /<div id="root">(.*)<\/div>\n/.exec(html);
  if (!match) throw new Error(`No one-line <div id="root">…</div> in ${INDEX_HTML}`);
  return match[1];
}

describe('the static app shell in index.html', () => {
  it('is the markup AppShell renders (update index.html with this markup when the header or spinner changes)', () => {
    const rendered = renderToStaticMarkup(
      <MemoryRouter>
        <AppShell />
      </MemoryRouter>,
    );
    expect(staticShell()).toBe(rendered);
  });

  it('shows the brand, linking home, and a loading status, and nothing that needs a script to work', () => {
    document.body.innerHTML = staticShell();
    expect(document.querySelector('a[aria-label="Rankcraft home"]')).toHaveAttribute('href', '/');
    expect(document.querySelector('[role="status"]')).toHaveAttribute('aria-label', 'Loading');
    expect(document.querySelectorAll('button, input, select, textarea, form')).toHaveLength(0);
    expect(document.querySelectorAll('a')).toHaveLength(1);
  });
});
