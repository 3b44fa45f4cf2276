import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { Cannibalisation } from './cannibalisation';
import { FIRST_KEYWORDS, TrackerCannibalisationQuery } from './cannibalisation-documents';

const point = (runId: string, checked: number, cannibalised: number, health: number | null, device: 'desktop' | 'mobile' = 'desktop') => ({
  __typename: 'CannibalisationHealthPoint',
  runId,
  runAt: '2026-01-02T09:00:00.000Z',
  device,
  keywordsChecked: checked,
  keywordsCannibalised: cannibalised,
  health,
});

function mock(keywords: { keyword: string; device: 'desktop' | 'mobile'; urls: { url: string; position: number }[] }[], health: ReturnType<typeof point>[], keywordsPerDevice: number | null = FIRST_KEYWORDS) {
  return {
    request: { query: TrackerCannibalisationQuery, variables: { instanceId: 'i1', keywordsPerDevice } },
    result: {
      data: {
        trackerCannibalisation: {
          __typename: 'TrackerCannibalisation',
          domain: 'acme.com',
          runId: health.at(-1)?.runId ?? null,
          runAt: health.length ? '2026-01-02T09:00:00.000Z' : null,
          keywords: keywords.map((keyword) => ({ __typename: 'CannibalisedKeyword', ...keyword, urls: keyword.urls.map((url) => ({ __typename: 'CannibalisedUrl', ...url })) })),
          health,
        },
      },
    },
  };
}

describe('Cannibalisation', () => {
  it('shows the health figure over time and each cannibalised keyword with its own URLs', async () => {
    render(
      <MockedProvider mocks={[mock([{ keyword: 'k2', device: 'desktop', urls: [{ url: 'https://www.acme.com/k2', position: 1 }, { url: 'https://shop.acme.com/k2', position: 3 }] }], [point('r1', 3, 1, 66.7), point('r2', 3, 2, 33.3)])]}>
        <Cannibalisation instanceId="i1" />
      </MockedProvider>,
    );
    expect(await screen.findByText(/Health 33.3 %: 2 of 3 checked keywords/)).toBeInTheDocument();
    expect(screen.getByText('Over the last 2 runs: 66.7 % → 33.3 %')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Cannibalised keywords' });
    expect(list).toHaveTextContent('k21www.acme.com/k23shop.acme.com/k2');
  });

  it('shows each device on its own when the instance tracks both', async () => {
    const keywords = [
      { keyword: 'k1', device: 'desktop' as const, urls: [{ url: 'https://acme.com/k1', position: 1 }, { url: 'https://blog.acme.com/k1', position: 3 }] },
      { keyword: 'k2', device: 'mobile' as const, urls: [{ url: 'https://www.acme.com/k2', position: 1 }, { url: 'https://shop.acme.com/k2', position: 3 }] },
    ];
    render(
      <MockedProvider mocks={[mock(keywords, [point('r1', 3, 2, 33.3, 'desktop'), point('r1', 3, 1, 66.7, 'mobile')])]}>
        <Cannibalisation instanceId="i1" />
      </MockedProvider>,
    );
    const desktop = await screen.findByRole('region', { name: 'Desktop' });
    const mobile = screen.getByRole('region', { name: 'Mobile' });
    expect(desktop).toHaveTextContent('Health 33.3 %: 2 of 3 checked keywords');
    expect(mobile).toHaveTextContent('Health 66.7 %: 1 of 3 checked keywords');
    expect(screen.getByRole('list', { name: 'Cannibalised keywords on desktop' })).toHaveTextContent('k11acme.com/k13blog.acme.com/k1');
    expect(screen.getByRole('list', { name: 'Cannibalised keywords on mobile' })).toHaveTextContent('k21www.acme.com/k23shop.acme.com/k2');
  });

  it('shows the first keywords of a long list, and all of them when asked', async () => {
    const keyword = (n: number) => ({ keyword: `k${n}`, device: 'desktop' as const, urls: [{ url: `https://acme.com/${n}`, position: 1 }, { url: `https://blog.acme.com/${n}`, position: 2 }] });
    const all = Array.from({ length: 25 }, (_, n) => keyword(n));
    const health = [point('r1', 30, 25, 16.7)];
    render(
      <MockedProvider mocks={[mock(all.slice(0, FIRST_KEYWORDS), health), mock(all, health, null)]}>
        <Cannibalisation instanceId="i1" />
      </MockedProvider>,
    );
    const showAll = await screen.findByRole('button', { name: 'Show all 25 keywords' });
    expect(screen.getByRole('list', { name: 'Cannibalised keywords' }).children).toHaveLength(FIRST_KEYWORDS);
    await userEvent.click(showAll);
    expect(await screen.findByText('k24')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cannibalised keywords' }).children).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('says when there is nothing to show yet', async () => {
    render(
      <MockedProvider mocks={[mock([], [])]}>
        <Cannibalisation instanceId="i1" />
      </MockedProvider>,
    );
    expect(await screen.findByText('No run has stored results pages yet.')).toBeInTheDocument();
  });
});
