import * as React from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
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

/** Above this many rows the not-found table starts collapsed, so the ranking results below stay in sight. */
export const NOT_FOUND_COLLAPSED_ABOVE = 10;

/**
 * Keywords of the latest run where a company was not within the checked results, with the device
 * searched when the run searched more than one; collapsed at first when long.
 */
export function NotFoundTable({ rows: rowRefs }: { rows: readonly FragmentType<typeof NotFoundTable.fragments.row>[] }) {
  const rows = getFragmentData(NotFoundTable.fragments.row, rowRefs);
  const long = rows.length > NOT_FOUND_COLLAPSED_ABOVE;
  const [open, setOpen] = React.useState(!long);
  const tableId = React.useId();
  const showDevice = new Set(rows.map((row) => row.device)).size > 1;
  return (
    <div className="grid gap-3">
      {long ? (
        <div>
          <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {open ? 'Hide' : 'Show'} the {rows.length.toLocaleString()} searches without a result
          </Button>
        </div>
      ) : null}
      <div id={tableId} hidden={!open} className="min-w-0">
        {open ? (
          <Table aria-label="No results found">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Company</TableHead>
                <TableHead>Keyword</TableHead>
                {showDevice ? <TableHead>Device</TableHead> : null}
                <TableHead className="whitespace-nowrap">Positions checked</TableHead>
                <TableHead className="whitespace-nowrap">Last run</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.domain} ${row.device} ${row.keyword}`}>
                  <TableCell className="min-w-36 font-medium">{row.companyName}</TableCell>
                  <TableCell className="min-w-36">{row.keyword}</TableCell>
                  {showDevice ? <TableCell>{row.device === 'mobile' ? 'Mobile' : 'Desktop'}</TableCell> : null}
                  <TableCell className="tabular-nums">Top {row.positionsChecked}</TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{formatLocalDate(row.lastRun)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </div>
    </div>
  );
}

NotFoundTable.fragments = {
  row: graphql(`
    fragment NotFoundTable_row on NotFoundRow {
      companyName
      domain
      keyword
      device
      positionsChecked
      lastRun
    }
  `),
};
