import { render, screen, within } from '@testing-library/react';
import { BrandFiguresTable } from './brand-figures-table';

const rate = (value: number | null, low: number | null, high: number | null, n: number) => ({ value, low, high, n });

describe('brand against competitors', () => {
  it('shows each rate with interval and n, a brand no answer named with a dash for share of voice, and none checked as not checked', () => {
    render(
      <BrandFiguresTable
        ownBrand="Acme"
        caption="All surfaces"
        brands={[
          { name: 'Acme', shareOfVoice: 0.4, averagePosition: 1.5, mentionRate: rate(0.12, 0.05, 0.25, 60), citationRate: rate(0.1, 0.04, 0.2, 60), mentionChange: null },
          { name: 'Rival', shareOfVoice: null, averagePosition: null, mentionRate: rate(0, 0, 0.06, 60), citationRate: rate(0, 0, 0.06, 60), mentionChange: null },
          { name: 'Newcomer', shareOfVoice: null, averagePosition: null, mentionRate: rate(null, null, null, 0), citationRate: rate(null, null, null, 0), mentionChange: null },
        ]}
      />,
    );
    const cells = (brand: string) => within(screen.getByRole('row', { name: new RegExp(brand) })).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('Acme')).toEqual(['12 % (5–25 %, n = 60)', '10 % (4–20 %, n = 60)', '40 %', '1.5']);
    expect(cells('Rival')).toEqual(['0 % (0–6 %, n = 60)', '0 % (0–6 %, n = 60)', '–', '–']);
    expect(cells('Newcomer')).toEqual(['not checked', 'not checked', 'not checked', '–']);
  });
});
