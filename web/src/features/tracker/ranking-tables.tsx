import * as React from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { NotFoundTable_PageFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { NOT_FOUND_PAGE_SIZE, NotFoundPageQuery } from './not-found-documents';
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

/** Above this many searches the not-found table starts collapsed, so the ranking results below stay in sight. */
export const NOT_FOUND_COLLAPSED_ABOVE = 10;

type NotFoundRow = NotFoundTable_PageFragment['rows'][number];

/**
 * Searches of the latest run where a company was not within the checked results, with the device
 * searched when the run searched more than one; collapsed at first when long. The server sends a
 * page at a time: "Show more" adds the next.
 */
export function NotFoundTable({ instanceId, firstPage: pageRef }: { instanceId: string; firstPage: FragmentType<typeof NotFoundTable.fragments.page> }) {
  const firstPage = getFragmentData(NotFoundTable.fragments.page, pageRef);
  const client = useApolloClient();
  // Pages read after the first; a new first page (after a run) starts the list again.
  const [more, setMore] = React.useState<{ after: typeof firstPage; rows: NotFoundRow[] }>({ after: firstPage, rows: [] });
  const [loadingMore, setLoadingMore] = React.useState(false);
  const [failed, setFailed] = React.useState<string | null>(null);
  const rows = more.after === firstPage ? [...firstPage.rows, ...more.rows] : firstPage.rows;
  const long = firstPage.total > NOT_FOUND_COLLAPSED_ABOVE;
  const [open, setOpen] = React.useState(!long);
  const tableId = React.useId();
  const showDevice = new Set(rows.map((row) => row.device)).size > 1;

  async function showMore() {
    setLoadingMore(true);
    setFailed(null);
    try {
      const { data } = await client.query({ query: NotFoundPageQuery, variables: { instanceId, offset: rows.length, limit: NOT_FOUND_PAGE_SIZE }, fetchPolicy: 'network-only' });
      const page = data ? getFragmentData(NotFoundTable.fragments.page, data.trackerReport.notFoundPage) : null;
      if (page) setMore({ after: firstPage, rows: [...(more.after === firstPage ? more.rows : []), ...page.rows] });
    } catch (cause) {
      setFailed(errorMessage(cause, 'More searches could not be loaded.'));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="grid gap-3">
      {long ? (
        <div>
          <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen(!open)}>
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {open ? 'Hide' : 'Show'} the {firstPage.total.toLocaleString()} searches without a result
          </Button>
        </div>
      ) : null}
      <div id={tableId} hidden={!open} className="grid min-w-0 gap-3">
        {open ? (
          <>
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
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <span aria-live="polite">
                {rows.length.toLocaleString()} of {firstPage.total.toLocaleString()} shown.
              </span>
              {rows.length < firstPage.total ? (
                <Button type="button" variant="outline" size="sm" disabled={loadingMore} onClick={() => void showMore()}>
                  {loadingMore ? 'Loading…' : 'Show more'}
                </Button>
              ) : null}
              {failed ? (
                <span role="alert" className="text-destructive">
                  {failed}
                </span>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

NotFoundTable.fragments = {
  page: graphql(`
    fragment NotFoundTable_page on NotFoundPage {
      total
      offset
      rows {
        companyName
        domain
        keyword
        device
        positionsChecked
        lastRun
      }
    }
  `),
};
