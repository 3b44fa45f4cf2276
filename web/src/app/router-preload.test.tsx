import '../lib/testing/jsdom-text-encoding';
import { preloadPageAt } from './router';

// Which page modules have been asked for: each mocked module says so when it is loaded (jest lets a module's
// factory use names that start with "mock").
const mockLoaded: string[] = [];
const mockPage = (name: string) => {
  mockLoaded.push(name);
  return { __esModule: true, default: () => null };
};
jest.mock('../routes/keyword-tracking', () => mockPage('keyword-tracking'));
jest.mock('../routes/content-generator', () => mockPage('content-generator'));
jest.mock('../routes/admin', () => mockPage('admin'));
jest.mock('../routes/reports', () => mockPage('reports'));

// A page loaded with Apollo loads it with its code; not the subject here.
jest.mock('./apollo-provider', () => ({ withApollo: (page: unknown) => page }));

// The tracker's instance pages read their first screen ahead, through the app's client.
const mockClient = { name: 'the app client' };
jest.mock('./apollo', () => ({ sharedApolloClient: () => mockClient }));
const mockReadAhead: Array<[unknown, string]> = [];
jest.mock('../features/tracker/screen-prefetch', () => ({ readInstanceScreenAhead: (client: unknown, id: string) => mockReadAhead.push([client, id]) }));

describe('preloadPageAt', () => {
  it('loads the code of the page at a path: a signed-in page, an admin page, one open to visitors, none for a path of no page', async () => {
    // Each settles once its page's code is here.
    await Promise.all([preloadPageAt('/keyword-tracking/3f1c'), preloadPageAt('/admin'), preloadPageAt('/content-generator'), preloadPageAt('/no-such-page')]);
    expect(mockLoaded.sort()).toEqual(['admin', 'content-generator', 'keyword-tracking']);
  });

  it("reads an instance's first screen ahead, in its detail and its edit view, with the app's client; not the list's or the create form's", async () => {
    mockReadAhead.length = 0;
    void preloadPageAt('/keyword-tracking/3f1c');
    void preloadPageAt('/keyword-tracking/9a2b/edit');
    void preloadPageAt('/keyword-tracking');
    void preloadPageAt('/keyword-tracking/new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockReadAhead).toEqual([
      [mockClient, '3f1c'],
      [mockClient, '9a2b'],
    ]);
  });
});
