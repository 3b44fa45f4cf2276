import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import type { AiVisibilitySummaryQuery } from '../../gql/graphql';

type Summary = AiVisibilitySummaryQuery['aiVisibilitySummary'];

/** The domains answers cite most (yours marked), and those citing competitors but never you. */
export function SourcesTables({ summary, ownBrand }: { summary: Summary; ownBrand: string }) {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <Table aria-label="Top cited domains">
        <caption className="mb-2 text-left text-sm font-semibold">Top cited domains</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Domain</TableHead>
            <TableHead scope="col">Belongs to</TableHead>
            <TableHead scope="col">Answers citing it</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {summary.topDomains.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>No citations in the checked answers.</TableCell>
            </TableRow>
          ) : (
            summary.topDomains.map((source) => (
              <TableRow key={source.key} className={source.brand === ownBrand ? 'bg-primary/5' : undefined}>
                <TableCell className="break-all">{source.key}</TableCell>
                <TableCell>{source.brand === ownBrand ? `${ownBrand} (yours)` : (source.brand ?? 'Third party')}</TableCell>
                <TableCell>{source.answers.toLocaleString('en-US')}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Table aria-label="Source opportunities">
        <caption className="mb-2 text-left text-sm font-semibold">Cite competitors, not you</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Domain</TableHead>
            <TableHead scope="col">Answers citing it</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {summary.opportunities.length === 0 ? (
            <TableRow>
              <TableCell colSpan={2}>None in the checked answers.</TableCell>
            </TableRow>
          ) : (
            summary.opportunities.map((source) => (
              <TableRow key={source.domain}>
                <TableCell className="break-all">{source.domain}</TableCell>
                <TableCell>{source.answers.toLocaleString('en-US')}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
