import '../../lib/testing/jsdom-text-encoding';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../components/ui/toast';
import { ArticleActions } from './article-actions';
import { captureDownloads, readBlob } from '../../lib/testing/downloads';

jest.mock('react-markdown', () => ({
  __esModule: true,
  default: ({ children }: { children: string }) => <section>{children}</section>,
}));

const text = 'META: Fresh bread daily.\n# Best Sourdough\n\nCrust.';

const saved = captureDownloads();

describe('article downloads', () => {
  it('downloads Markdown with the meta description as front matter, and says "Article downloaded"', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ArticleActions keyword="best sourdough / austin" text={text} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Download best sourdough / austin as Markdown' }));
    expect(saved[0].name).toBe('best-sourdough---austin.md');
    expect(saved[0].blob.type).toBe('text/markdown;charset=utf-8');
    const markdown = await readBlob(saved[0].blob);
    expect(markdown).toContain('description: "Fresh bread daily."');
    expect(markdown).not.toContain('META:');
    expect(markdown).toContain('# Best Sourdough\n\nCrust.');
    expect(await screen.findByText('Article downloaded')).toBeInTheDocument();
  });

  it('downloads an HTML page with the title and meta description in its head and the article as body', async () => {
    const user = userEvent.setup();
    render(<ArticleActions keyword="sourdough" text={text} />);
    await user.click(screen.getByRole('button', { name: 'Download sourdough as HTML' }));
    expect(saved[0].name).toBe('sourdough.html');
    const html = await readBlob(saved[0].blob);
    expect(html).toContain('<title>Best Sourdough</title>');
    expect(html).toContain('<meta name="description" content="Fresh bread daily.">');
    expect(html).toMatch(/<article>\n<section># Best Sourdough\n\nCrust.<\/section>\n<\/article>/);
  });
});
