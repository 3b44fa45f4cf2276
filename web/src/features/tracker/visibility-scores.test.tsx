import { render, screen, within } from '@testing-library/react';
import { VisibilityScores, type CompanyVisibility } from './visibility-scores';

const company = (companyName: string, score: number | null, change: number | null, own = false): CompanyVisibility => ({
  companyName,
  domain: `${companyName.toLowerCase()}.com`,
  own,
  score,
  change,
  points: [],
});

describe('VisibilityScores', () => {
  it('shows each company’s latest score to one decimal with its change as an arrow and as words', () => {
    render(
      <VisibilityScores
        visibility={[company('Acme', 42.3, 1.6, true), company('Rival', 31, -8.3), company('Third', 12.5, 0), company('Newco', 7.25, null), company('Later', null, null)]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Latest visibility' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByTestId('visibility-score').textContent)).toEqual(['42.3 %', '31.0 %', '12.5 %', '7.3 %', '-']);

    expect(items[0]).toHaveTextContent('You');
    expect(within(items[0]).getByText('▲ 1.6')).toHaveAttribute('aria-hidden', 'true');
    expect(within(items[0]).getByText('Up 1.6 points since the previous run')).toHaveClass('sr-only');
    expect(within(items[1]).getByText('▼ 8.3')).toHaveAttribute('aria-hidden', 'true');
    expect(within(items[1]).getByText('Down 8.3 points since the previous run')).toHaveClass('sr-only');
    expect(items[1]).not.toHaveTextContent('You');
    expect(items[2]).toHaveTextContent('No change since the previous run');
    expect(items[3]).toHaveTextContent('No earlier run');
  });
});
