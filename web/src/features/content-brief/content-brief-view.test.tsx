import { render, screen, within } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { ContentBriefView, ContentBriefViewFragment } from './content-brief-view';

const competitor = (position: number, status: string, extra: Record<string, unknown> = {}) => ({
  position,
  url: `https://site${position}.example/guide`,
  domain: `site${position}.example`,
  title: `Guide ${position}`,
  h1: status === 'read' ? [`Guide ${position}`] : [],
  h2: status === 'read' ? ['Price', 'Fit'] : [],
  wordCount: status === 'read' ? 1200 : null,
  score: status === 'read' ? 61 : null,
  status,
  error: null,
  ...extra,
});

const brief = (overrides: Record<string, unknown> = {}) =>
  makeFragmentData(
    {
      keyword: 'trail running shoes',
      country: 'us',
      language: 'en',
      source: 'SANDBOX',
      serpSnapshotAt: null,
      wordCount: { min: 900, max: 1400 },
      headingCount: { min: 6, max: 9 },
      competitorMedian: 58,
      terms: [
        { term: 'trail running shoes', min: 8, max: 12, pages: 10 },
        { term: 'grip', min: 2, max: 2, pages: 6 },
      ],
      headings: [{ text: 'How to Choose Trail Running Shoes', level: 2, pages: 7 }],
      questions: [],
      competitors: [competitor(1, 'read'), competitor(2, 'skipped', { error: 'The page answered with HTTP 404.' })],
      ...overrides,
    },
    ContentBriefViewFragment,
  );

it('shows the ranges, the terms with how often to use them, the headings, and marks skipped competitors', () => {
  render(<ContentBriefView brief={brief()} />);
  expect(screen.getByTestId('sandbox-banner')).toHaveTextContent('This brief comes from the sandbox provider');
  expect(screen.getByText('900–1,400')).toBeInTheDocument();
  expect(screen.getByText('58')).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Recommended terms' })).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(['trail running shoes8–12×10', 'grip2×6']);
  expect(screen.getByText('How to Choose Trail Running Shoes')).toBeInTheDocument();
  expect(screen.getByText('The search results had no “People also ask” questions.')).toBeInTheDocument();
  const [read, skipped] = screen.getAllByTestId('brief-competitor');
  expect(read).toHaveTextContent('1,200 words · score 61');
  expect(skipped).toHaveTextContent('Skipped');
  expect(skipped).toHaveTextContent('Skipped: The page answered with HTTP 404.');
  expect(screen.getByTestId('brief-serp-source')).toHaveTextContent('Results from a live search.');
});

it("says when the results came from the rank tracker's stored check instead of a search, with that check's questions", () => {
  render(<ContentBriefView brief={brief({ serpSnapshotAt: '2026-11-24T08:30:00.000Z', questions: ['How deep should tent pegs go?', 'Are titanium pegs worth it?'] })} />);
  expect(screen.getByTestId('brief-serp-source')).toHaveTextContent(/^Results from your rank tracker’s check of Nov 24, 2026, \d{1,2}:30 [AP]M: no new search was made\.$/);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['How deep should tent pegs go?', 'Are titanium pegs worth it?']));
  expect(screen.queryByText(/People also ask” questions\./)).not.toBeInTheDocument();
});

it('says when the tracker’s check had no People Also Ask questions', () => {
  render(<ContentBriefView brief={brief({ serpSnapshotAt: '2026-11-24T08:30:00.000Z', questions: [] })} />);
  expect(screen.getByText('The search results had no “People also ask” questions.')).toBeInTheDocument();
});

it('while the pages are read: no ranges yet, the competitors as they come', () => {
  render(<ContentBriefView brief={brief({ source: 'LIVE', wordCount: null, headingCount: null, terms: [], headings: [], competitorMedian: null, competitors: [competitor(1, 'pending')] })} />);
  expect(screen.queryByTestId('sandbox-banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByTestId('brief-competitor')).toHaveTextContent('Waiting…');
});
