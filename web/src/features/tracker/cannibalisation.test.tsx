import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { Cannibalisation } from './cannibalisation';
import { TrackerCannibalisationQuery } from './keyword-table-documents';

const point = (runId: string, checked: number, cannibalised: number, health: number | null) => ({
  __typename: 'CannibalisationHealthPoint',
  runId,
  runAt: '2026-01-02T09:00:00.000Z',
  keywordsChecked: checked,
  keywordsCannibalised: cannibalised,
  health,
});

function mock(keywords: { keyword: string; urls: { url: string; position: number }[] }[], health: ReturnType<typeof point>[]) {
  return {
    request: { query: TrackerCannibalisationQuery, variables: { instanceId: 'i1' } },
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
      <MockedProvider mocks={[mock([{ keyword: 'k2', urls: [{ url: 'https://www.acme.com/k2', position: 1 }, { url: 'https://shop.acme.com/k2', position: 3 }] }], [point('r1', 3, 1, 66.7), point('r2', 3, 2, 33.3)])]}>
        <Cannibalisation instanceId="i1" />
      </MockedProvider>,
    );
    expect(await screen.findByText(/Health 33.3 %: 2 of 3 checked keywords/)).toBeInTheDocument();
    expect(screen.getByText('Over the last 2 runs: 66.7 % → 33.3 %')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Cannibalised keywords' });
    expect(list).toHaveTextContent('k21www.acme.com/k23shop.acme.com/k2');
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
