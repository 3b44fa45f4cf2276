import '../lib/testing/jsdom-text-encoding';
import { preloadPageAt } from './router';

// Which page modules have been asked for: each mocked module says so when it is loaded.
const loaded: string[] = [];
jest.mock('../routes/keyword-tracking', () => {
  loaded.push('keyword-tracking');
  return { __esModule: true, default: () => null };
});
jest.mock('../routes/content-generator', () => {
  loaded.push('content-generator');
  return { __esModule: true, default: () => null };
});
jest.mock('../routes/admin', () => {
  loaded.push('admin');
  return { __esModule: true, default: () => null };
});
jest.mock('../routes/reports', () => {
  loaded.push('reports');
  return { __esModule: true, default: () => null };
});

// A page loaded with Apollo loads it with its code; not the subject here.
jest.mock('./apollo-provider', () => ({ withApollo: (page: unknown) => page }));

describe('preloadPageAt', () => {
  it('loads the code of the page at a path: a signed-in page, an admin page, one open to visitors, none for a path of no page', async () => {
    preloadPageAt('/keyword-tracking/3f1c');
    preloadPageAt('/admin');
    preloadPageAt('/content-generator');
    preloadPageAt('/no-such-page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded.sort()).toEqual(['admin', 'content-generator', 'keyword-tracking']);
  });
});
