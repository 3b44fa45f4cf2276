import { act, render, screen, within } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { layOut, scrollBoxOf } from '../../lib/testing/overflow';
import { RankingResultsTable } from './ranking-tables';
import { buildReport } from './tracker-fixtures';

describe('RankingResultsTable', () => {
  it('lists your company first, then the competitors', () => {
    render(<RankingResultsTable rankings={buildReport().rankings.map((ranking) => makeFragmentData(ranking, RankingResultsTable.fragments.ranking))} />);
    const rows = within(screen.getByRole('table', { name: 'Ranking results' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['WikipediaYouwikipedia.org', 'Mozmoz.com']);
  });

  it('scrolls sideways inside its card, as a named region with a cue, on a narrow screen', () => {
    render(<RankingResultsTable rankings={buildReport().rankings.map((ranking) => makeFragmentData(ranking, RankingResultsTable.fragments.ranking))} />);
    const box = scrollBoxOf(screen.getByRole('table', { name: 'Ranking results' }));
    act(() => layOut(box, { scrollWidth: 540, clientWidth: 311 }));
    expect(screen.getByRole('region', { name: 'Ranking results' })).toHaveAttribute('tabindex', '0');
    expect(box.parentElement!.querySelector('[data-scroll-cue="end"]')).toHaveAttribute('data-visible', 'true');
  });
});
