import { render, screen, within } from '@testing-library/react';
import { ContentScoreBadge, revisionScoresText, scoreBand } from '../articles/content-score-band';
import { ScorePanel, type PanelScore } from './score-panel';

const result: PanelScore = {
  target: 'KEYWORD',
  goal: 70,
  score: {
    score: 54,
    wordCount: 420,
    parts: [
      { name: 'Term coverage', points: 20, maxPoints: 40, advice: 'Use more: "grind size" (0 of 2-4).' },
      { name: 'Over-optimisation', points: -2, maxPoints: 0, advice: 'Over-optimised: use "coffee" less.' },
    ],
    terms: [
      { term: 'grind size', min: 2, max: 4, count: 0 },
      { term: 'coffee', min: 1, max: 3, count: 9 },
      { term: 'roast', min: 2, max: 2, count: 2 },
    ],
  },
};

describe('content score bands', () => {
  it('are low below 50, fair below 70 and good from 70', () => {
    expect([0, 49, 50, 69, 70, 100].map(scoreBand)).toEqual(['low', 'low', 'fair', 'fair', 'good', 'good']);
    render(<ContentScoreBadge score={69} />);
    expect(screen.getByTestId('content-score-badge')).toHaveTextContent('Score 69 · Fair');
  });

  it('name the draft and each revision with its score', () => {
    expect(revisionScoresText([54, 68, 77])).toBe('Draft 54 → Revision 1 68 → Revision 2 77');
    expect(revisionScoresText([81])).toBe('Draft 81');
  });
});

describe('ScorePanel', () => {
  it('shows the score against its goal, each part with its advice, and each term’s count against its range', () => {
    render(<ScorePanel result={result} stale={false} error={false} />);
    expect(screen.getByTestId('score-value')).toHaveTextContent('54');
    expect(screen.getByText(/Goal 70 · against the keyword alone/)).toBeInTheDocument();
    const parts = screen.getAllByTestId('score-part');
    expect(parts[0]).toHaveTextContent('Term coverage20 / 40Use more: "grind size" (0 of 2-4).');
    expect(parts[1]).toHaveTextContent('Over-optimisation-2');
    const [grind, coffee, roast] = screen.getAllByTestId('score-term');
    expect(within(grind).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['grind sizeUse more', '0', '2-4']);
    expect(within(coffee).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['coffeeUse less', '9', '1-3']);
    expect(within(roast).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['roastIn range', '2', '2']);
  });

  it('says it is scoring before the first score, and keeps the last score on screen when an update fails', () => {
    const { rerender } = render(<ScorePanel result={null} stale error={false} />);
    expect(screen.getByText('Scoring…')).toBeInTheDocument();
    rerender(<ScorePanel result={result} stale={false} error />);
    expect(screen.getByTestId('score-value')).toHaveTextContent('54');
    expect(screen.getByRole('alert')).toHaveTextContent('The score could not be updated; it shows the last text scored.');
  });
});
