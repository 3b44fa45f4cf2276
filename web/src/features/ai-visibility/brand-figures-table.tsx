import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import type { AiVisibilitySummaryQuery } from '../../gql/graphql';
import { NOT_CHECKED, formatPosition, formatRate, formatShare } from './ai-visibility-format';

type BrandFigures = AiVisibilitySummaryQuery['aiVisibilitySummary']['brands'][number];

/** Not checked when no sample was; a dash when checked answers named no brand at all (no voice to share). */
function shareOfVoiceText(brand: BrandFigures): string {
  if (brand.mentionRate.n === 0) return NOT_CHECKED;
  return brand.shareOfVoice == null ? '–' : formatShare(brand.shareOfVoice);
}

/** Brand against competitors in one run and surface: each rate with its 95 % interval and n. */
export function BrandFiguresTable({ brands, ownBrand, caption }: { brands: readonly BrandFigures[]; ownBrand: string; caption: string }) {
  return (
    <Table aria-label="Brand and competitors" data-testid="ai-brand-figures">
      <caption className="mb-2 text-left text-sm text-muted-foreground">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Brand</TableHead>
          <TableHead scope="col">Mention rate (95 % interval, n)</TableHead>
          <TableHead scope="col">Citation rate (95 % interval, n)</TableHead>
          <TableHead scope="col">Share of voice</TableHead>
          <TableHead scope="col">Average position</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {brands.map((brand) => (
          <TableRow key={brand.name}>
            <TableHead scope="row" className="font-medium">
              {brand.name}
              {brand.name === ownBrand ? <span className="ml-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">you</span> : null}
            </TableHead>
            <TableCell>
              {formatRate(brand.mentionRate)}
              {brand.mentionChange?.changed ? (
                <span className="ml-2 text-xs font-semibold">{`changed from ${formatShare(brand.mentionChange.previousValue)} (p = ${brand.mentionChange.pValue?.toFixed(3) ?? '?'})`}</span>
              ) : null}
            </TableCell>
            <TableCell>{formatRate(brand.citationRate)}</TableCell>
            <TableCell>{shareOfVoiceText(brand)}</TableCell>
            <TableCell>{formatPosition(brand.averagePosition)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
