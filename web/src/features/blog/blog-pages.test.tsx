import '../../lib/testing/jsdom-text-encoding';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import BlogPage from '../../routes/blog';
import BlogPostPage from '../../routes/blog-post';

// react-markdown ships as ESM only, which this jest setup does not transform; the markdown
// rendering itself is covered by the browser test.
jest.mock('react-markdown', () => ({
  __esModule: true,
  default: ({ children }: { children: string }) => <div data-testid="markdown">{children}</div>,
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={<BlogPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('blog', () => {
  it('lists the five posts newest first, each linking to its page', () => {
    renderAt('/blog');
    const cards = screen.getAllByTestId('blog-post-card');
    expect(cards).toHaveLength(5);
    const dates = cards.map((card) => card.querySelector('time')?.getAttribute('dateTime') ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(within(cards[0]).getByRole('link', { name: 'Technical SEO Issues That Quietly Hurt Your Rankings' })).toHaveAttribute(
      'href',
      '/blog/technical-seo-issues',
    );
  });

  it('shows a post with its metadata and a way back to the list', () => {
    renderAt('/blog/local-seo-tactics');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Local SEO Tactics That Bring Customers Through the Door' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Maya Chen')).toBeInTheDocument();
    expect(screen.getByText('February 11, 2025')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /map pin/i })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Blog' })[0]).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Local SEO Tactics That Bring Customers Through the Door · Rankcraft');
  });

  it('says "Post not found." for an unknown slug, with a link back to the blog', () => {
    renderAt('/blog/no-such-post');
    expect(screen.getByRole('heading', { name: 'Post not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByTestId('markdown')).not.toBeInTheDocument();
  });
});
