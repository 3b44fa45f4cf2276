import '../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../components/ui/toast';
import { ARTICLE_HISTORY_KEY } from '../features/articles/article-history';
import { DeleteArticleMutation, SavedArticlesQuery } from '../features/articles/use-saved-articles';
import { MeQuery } from '../features/session/session-documents';
import { AuthProvider } from '../features/session/session-provider';
import { buildSessionUser } from '../lib/testing/session-user';
import MyArticlesPage from './my-articles';

jest.mock('react-markdown', () => ({
  __esModule: true,
  default: ({ children }: { children: string }) => <div>{children}</div>,
}));

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const serverArticle = (id: string, keyword: string) => ({
  __typename: 'Article',
  id,
  keyword,
  text: `# ${keyword}\n\nAll about ${keyword}.`,
  createdAt: '2026-11-23T09:00:00.000Z',
  keywordStat: null,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MemoryRouter>
          <MyArticlesPage />
          <Toaster />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('My Articles', () => {
  it('deletes a saved article only after confirmation, saying so while it works', async () => {
    localStorage.setItem('token', 'test-token');
    const user = userEvent.setup();
    let deleted = false;
    renderPage([
      { request: { query: MeQuery }, result: { data: { me: buildSessionUser(), maintenance: false } }, ...always },
      {
        request: { query: SavedArticlesQuery },
        result: () => ({ data: { articles: deleted ? [serverArticle('a2', 'rye bread')] : [serverArticle('a1', 'sourdough'), serverArticle('a2', 'rye bread')] } }),
        ...always,
      },
      {
        request: { query: DeleteArticleMutation, variables: { id: 'a1' } },
        result: () => {
          deleted = true;
          return { data: { deleteArticle: true } };
        },
        delay: 300,
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete sourdough' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete article' });
    expect(dialog).toHaveAccessibleDescription('Delete “sourdough”? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('saved-article')).toHaveLength(2);
    expect(deleted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete sourdough' }));
    dialog = screen.getByRole('dialog', { name: 'Delete article' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const left = screen.getAllByTestId('saved-article');
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveTextContent('rye bread');
    expect(screen.getByRole('heading', { name: 'My Articles' })).toHaveFocus();
  });

  it('keeps the article and says why when the delete fails', async () => {
    localStorage.setItem('token', 'test-token');
    const user = userEvent.setup();
    renderPage([
      { request: { query: MeQuery }, result: { data: { me: buildSessionUser(), maintenance: false } }, ...always },
      { request: { query: SavedArticlesQuery }, result: { data: { articles: [serverArticle('a1', 'sourdough')] } }, ...always },
      {
        request: { query: DeleteArticleMutation, variables: { id: 'a1' } },
        result: { errors: [new GraphQLError('Article not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete sourdough' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete article' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Article not found.');
    expect(screen.getAllByTestId('saved-article')).toHaveLength(1);
  });

  it('asks before deleting an article kept in this browser too', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      ARTICLE_HISTORY_KEY,
      JSON.stringify([{ id: 'local-1', keyword: 'cold brew', article: '# Cold brew\n\nSteep it.', createdAt: Date.parse('2026-11-20T10:00:00Z') }]),
    );
    renderPage([]);
    await user.click(await screen.findByRole('button', { name: 'Delete cold brew' }));
    expect(screen.getAllByTestId('saved-article')).toHaveLength(1);
    await user.click(within(screen.getByRole('dialog', { name: 'Delete article' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved articles yet')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(ARTICLE_HISTORY_KEY) ?? '[]')).toEqual([]);
  });
});
