import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { graphql } from '../../gql';
import type { LookupPageBacklinksMutation as LookupPageBacklinksResult } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { safeFileName } from '../../lib/save-file';
import { BACKLINK_CSV_HEADER, backlinkCount, backlinkCsvRows, BacklinkTable } from '../backlinks/backlink-table';
import { OutOfCreditsNotice } from '../credits/out-of-credits-notice';
import { useCreditsLeft } from '../credits/use-credits-left';
import { useCreditsRefusal } from '../credits/use-credits-refusal';
import { DataSourceBadge } from '../data-source/sandbox-banner';
import { isPlanRefusal } from '../research/analysis-errors';
import { REFETCH_CREDIT_USAGE } from '../research/credit-usage';
import { ExportCsvButton } from '../research/export-csv-button';
import { useToolAccess } from '../research/tool-access';
import { UpgradeNotice } from '../research/upgrade-notice';
import { LoadFailed } from '../../components/load-failed';

export const LookupPageBacklinksMutation = graphql(`
  mutation LookupPageBacklinks($url: String!, $unique: Boolean) {
    lookupPageBacklinks(url: $url, unique: $unique) {
      source
      provider
      target
      unique
      backlinks {
        ...BacklinkTable_backlink
      }
    }
  }
`);

type BacklinkReport = LookupPageBacklinksResult['lookupPageBacklinks'];

/** The spec's "all-backlinks" and "unique-backlinks" calls. */
type Mode = 'all' | 'unique';
const MODES: { value: Mode; label: string }[] = [
  { value: 'all', label: 'All backlinks' },
  { value: 'unique', label: 'One per referring domain' },
];

type Load = { status: 'loading' } | { status: 'done'; report: BacklinkReport } | { status: 'failed'; message: string };

const TOOL_NAME = 'Backlink analysis';

/**
 * The "Backlinks" section of a URL analysis (spec §1): the pages linking to the analysed page, all of
 * them or one per referring domain. Each list is looked up once per analysis (a keyword search each),
 * when first shown. Plans without backlinks (Free) see the upgrade message instead, and a user out of
 * searches the out-of-credits notice.
 */
export function PageBacklinks({ url }: { url: string }) {
  const access = useToolAccess('backlinks', TOOL_NAME);
  const [serverRefusal, setServerRefusal] = React.useState<string | null>(null);
  const [mode, setMode] = React.useState<Mode>('all');
  const [loads, setLoads] = React.useState<Partial<Record<Mode, Load>>>({});
  // Lists asked for and not failed: a list is never asked for twice (each lookup costs a search).
  const asked = React.useRef(new Set<Mode>());
  const [lookup] = useMutation(LookupPageBacklinksMutation, { refetchQueries: REFETCH_CREDIT_USAGE });
  const { refused: refusedForCredits, caught: caughtCreditsRefusal } = useCreditsRefusal();
  const searches = useCreditsLeft('KEYWORD_SEARCHES');

  const load = React.useCallback(
    async (wanted: Mode) => {
      if (asked.current.has(wanted)) return;
      asked.current.add(wanted);
      setLoads((current) => ({ ...current, [wanted]: { status: 'loading' } }));
      try {
        const { data } = await lookup({ variables: { url, unique: wanted === 'unique' } });
        if (!data) throw new Error('Unexpected response');
        setLoads((current) => ({ ...current, [wanted]: { status: 'done', report: data.lookupPageBacklinks } }));
      } catch (error) {
        asked.current.delete(wanted);
        if (isPlanRefusal(error)) {
          setServerRefusal(errorMessage(error, `${TOOL_NAME} is not included in your plan.`));
          return;
        }
        if (caughtCreditsRefusal(error)) return;
        setLoads((current) => ({ ...current, [wanted]: { status: 'failed', message: errorMessage(error, 'Unexpected response') } }));
      }
    },
    [caughtCreditsRefusal, lookup, url],
  );

  const allowed = access.status === 'allowed' && !serverRefusal && !refusedForCredits;
  React.useEffect(() => {
    if (allowed) void load(mode);
  }, [allowed, load, mode]);

  const refusal = access.status === 'refused' ? access.message : serverRefusal;
  if (refusal) {
    return (
      <section aria-label="Backlinks">
        <UpgradeNotice toolName={TOOL_NAME} message={refusal} takeFocus={false} />
      </section>
    );
  }

  const shown = loads[mode];
  const report = shown?.status === 'done' ? shown.report : null;
  return (
    <section aria-label="Backlinks">
      <Card>
        <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="grid min-w-0 gap-1.5">
            <CardTitle className="text-base">Backlinks</CardTitle>
            <CardDescription className="break-all">Pages linking to {url}</CardDescription>
            {report ? <DataSourceBadge source={report.source} liveLabel={`Live data (${report.provider})`} /> : null}
          </div>
          <ExportCsvButton
            tableName="backlinks"
            fileName={`${safeFileName(url.replace(/^https?:\/\//i, ''), 'page')}-${mode === 'unique' ? 'unique-' : ''}backlinks.csv`}
            header={BACKLINK_CSV_HEADER}
            rows={report ? backlinkCsvRows(report.backlinks) : []}
          />
        </CardHeader>
        <CardContent className="grid gap-4 px-2 sm:px-6">
          {refusedForCredits ? (
            <OutOfCreditsNotice kind="KEYWORD_SEARCHES" credits={searches} />
          ) : (
            <>
              <div className="flex flex-col gap-3 px-2 sm:flex-row sm:items-center sm:justify-between sm:px-0">
                <div role="group" aria-label="Backlinks to show" className="flex flex-wrap gap-2">
                  {MODES.map((option) => (
                    <Button
                      key={option.value}
                      type="button"
                      size="sm"
                      variant={mode === option.value ? 'default' : 'outline'}
                      aria-pressed={mode === option.value}
                      onClick={() => setMode(option.value)}
                    >
                      {option.label}
                    </Button>
                  ))}
                </div>
                <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="backlink-count">
                  {report ? backlinkCount(report.backlinks.length, report.unique) : ''}
                </p>
              </div>
              <BacklinkList load={shown} onRetry={() => void load(mode)} />
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function BacklinkList({ load, onRetry }: { load: Load | undefined; onRetry(): void }) {
  if (!load || load.status === 'loading') {
    return (
      <div className="flex items-center gap-2 px-2 py-4 text-sm text-muted-foreground">
        <Spinner className="size-4" label="Loading backlinks" />
        Loading backlinks…
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <LoadFailed onRetry={onRetry} className="items-start px-2 py-2 text-left">
        Could not load the backlinks. {load.message}
      </LoadFailed>
    );
  }
  if (load.report.backlinks.length === 0) return <p className="px-2 text-sm text-muted-foreground">No backlinks found for this page.</p>;
  return <BacklinkTable backlinks={load.report.backlinks} label="Page backlinks" />;
}
