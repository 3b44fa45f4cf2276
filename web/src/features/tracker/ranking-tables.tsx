import { Badge } from '../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatAverageRank, formatLocalDate, formatLocalDateTime } from './tracker-format';

/** Spec §2: one row for the user's company, then one per competitor. */
export function RankingResultsTable({ rankings: rankingRefs }: { rankings: readonly FragmentType<typeof RankingResultsTable.fragments.ranking>[] }) {
  const rankings = getFragmentData(RankingResultsTable.fragments.ranking, rankingRefs);
  const ordered = [...rankings.filter((row) => row.own), ...rankings.filter((row) => !row.own)];
  return (
    <Table aria-label="Ranking results">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Company</TableHead>
          <TableHead>Keywords</TableHead>
          <TableHead className="whitespace-nowrap">Average rank</TableHead>
          <TableHead className="whitespace-nowrap">Last checked</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {ordered.map((row) => (
          <TableRow key={row.domain}>
            <TableCell className="min-w-40">
              <div className="flex flex-wrap items-center gap-2 font-medium">
                {row.companyName}
                {row.own ? <Badge variant="secondary">You</Badge> : null}
              </div>
              <div className="text-xs text-muted-foreground">{row.domain}</div>
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums" aria-label={`${row.keywordsRanked} of ${row.keywordsTotal} keywords ranked`}>
              {row.keywordsRanked} / {row.keywordsTotal}
            </TableCell>
            <TableCell className="text-base font-semibold tabular-nums" data-testid="average-rank">
              {formatAverageRank(row.averageRank)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {row.lastChecked ? formatLocalDateTime(row.lastChecked) : 'Never'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

RankingResultsTable.fragments = {
  ranking: graphql(`
    fragment RankingResultsTable_ranking on CompanyRanking {
      companyName
      domain
      own
      keywordsRanked
      keywordsTotal
      averageRank
      lastChecked
    }
  `),
};

/** Keywords of the latest run where a company was not within the checked results. */
export function NotFoundTable({ rows: rowRefs }: { rows: readonly FragmentType<typeof NotFoundTable.fragments.row>[] }) {
  const rows = getFragmentData(NotFoundTable.fragments.row, rowRefs);
  return (
    <Table aria-label="No results found">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Company</TableHead>
          <TableHead>Keyword</TableHead>
          <TableHead className="whitespace-nowrap">Positions checked</TableHead>
          <TableHead className="whitespace-nowrap">Last run</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.domain} ${row.keyword}`}>
            <TableCell className="min-w-36 font-medium">{row.companyName}</TableCell>
            <TableCell className="min-w-36">{row.keyword}</TableCell>
            <TableCell className="tabular-nums">Top {row.positionsChecked}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{formatLocalDate(row.lastRun)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

NotFoundTable.fragments = {
  row: graphql(`
    fragment NotFoundTable_row on NotFoundRow {
      companyName
      domain
      keyword
      positionsChecked
      lastRun
    }
  `),
};
