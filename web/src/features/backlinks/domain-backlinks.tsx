import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { TextField } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { graphql } from '../../gql';
import type { LookupBacklinksMutation as LookupBacklinksResult } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { safeFileName } from '../../lib/save-file';
import { useCreditsRefusal } from '../credits/use-credits-refusal';
import { DataSourceBadge } from '../data-source/sandbox-banner';
import { AnalyzeButton } from '../research/analyze-button';
import { isPlanRefusal } from '../research/analysis-errors';
import { REFETCH_CREDIT_USAGE } from '../research/credit-usage';
import { ExportCsvButton } from '../research/export-csv-button';
import { parseResultCount } from '../research/research-format';
import { ResearchPage, useDataSource } from '../research/research-page';
import { useToolRefusal } from '../research/tool-access';
import { UpgradeNotice } from '../research/upgrade-notice';
import { BACKLINK_CSV_HEADER, backlinkCount, backlinkCsvRows, BacklinkTable } from './backlink-table';

export const LookupBacklinksMutation = graphql(`
  mutation LookupBacklinks($target: String!, $num: Int, $unique: Boolean) {
    lookupBacklinks(target: $target, num: $num, unique: $unique) {
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

type BacklinkReport = LookupBacklinksResult['lookupBacklinks'];

/** Spec §5: 1 to 10000 results, 10 on a bad value. */
export const MAX_BACKLINKS = 10_000;
const TOOL_NAME = 'Backlink analysis';

/** Spec §2 "Domain Backlinks". The Free plan has none (spec §9): its users see the upgrade message instead. */
export function DomainBacklinks() {
  const [serverRefusal, setRefusal] = React.useState<string | null>(null);
  const refusal = useToolRefusal('backlinks', TOOL_NAME) ?? serverRefusal;
  const [report, setReport] = React.useState<BacklinkReport | null>(null);
  const source = useDataSource('seo', report?.source);

  let body: React.ReactNode;
  if (refusal) {
    body = <UpgradeNotice toolName={TOOL_NAME} message={refusal} />;
  } else {
    body = (
      <>
        <BacklinksForm onReport={setReport} onRefused={setRefusal} />
        {report ? (
          <BacklinkResults report={report} />
        ) : (
          <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            Enter a domain to list the pages that link to it.
          </p>
        )}
      </>
    );
  }

  return (
    <ResearchPage title="Domain Backlinks" description="The pages that link to a domain, and their anchor text." source={source}>
      {body}
    </ResearchPage>
  );
}

function BacklinksForm({ onReport, onRefused }: { onReport(report: BacklinkReport): void; onRefused(message: string): void }) {
  const { toast } = useToast();
  const [domain, setDomain] = React.useState('');
  const [count, setCount] = React.useState('10');
  const [unique, setUnique] = React.useState(false);
  const [domainError, setDomainError] = React.useState<string | null>(null);
  const domainRef = React.useRef<HTMLInputElement>(null);
  const [lookup, { loading }] = useMutation(LookupBacklinksMutation, { refetchQueries: REFETCH_CREDIT_USAGE });
  const creditsRefusal = useCreditsRefusal();

  async function analyse(event: React.FormEvent) {
    event.preventDefault();
    const target = domain.trim();
    if (!target) {
      setDomainError('Please enter a domain before analysing');
      domainRef.current?.focus();
      return;
    }
    setDomainError(null);
    creditsRefusal.reset();
    const num = parseResultCount(count, MAX_BACKLINKS);
    setCount(String(num));
    try {
      const { data } = await lookup({ variables: { target, num, unique } });
      if (!data) throw new Error('Unexpected response');
      onReport(data.lookupBacklinks);
    } catch (error) {
      if (isPlanRefusal(error)) {
        onRefused(errorMessage(error, `${TOOL_NAME} is not included in your plan.`));
        return;
      }
      // A known limit, not a failure: said next to Analyze, which the re-read count disables.
      if (creditsRefusal.caught(error)) return;
      toast({ title: 'API error', description: errorMessage(error, 'Unexpected response'), variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardContent className="p-4 sm:p-6">
        <form onSubmit={(event) => void analyse(event)} noValidate aria-label="Domain backlinks" className="grid gap-4">
          <div className="grid grid-cols-1 gap-4 md:grid-cols-[1fr_12rem]">
            <TextField
              id="backlinks-domain"
              ref={domainRef}
              label="Domain"
              error={domainError}
              value={domain}
              placeholder="example.com"
              onChange={(event) => {
                setDomain(event.target.value);
                if (domainError) setDomainError(null);
              }}
            />
            <TextField
              id="backlinks-count"
              label="Number of results"
              hint={`1 to ${MAX_BACKLINKS.toLocaleString('en-US')}.`}
              inputMode="numeric"
              value={count}
              onChange={(event) => setCount(event.target.value.replace(/\D/g, ''))}
              onBlur={() => setCount(String(parseResultCount(count, MAX_BACKLINKS)))}
            />
          </div>
          <div className="flex items-center gap-2">
            <input
              id="backlinks-unique"
              type="checkbox"
              checked={unique}
              onChange={(event) => setUnique(event.target.checked)}
              className="size-4 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <Label htmlFor="backlinks-unique">Unique referring domains only (one backlink per domain)</Label>
          </div>
          <div>
            <AnalyzeButton loading={loading} label="Analyze Backlinks" refusedForCredits={creditsRefusal.refused} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function BacklinkResults({ report }: { report: BacklinkReport }) {
  return (
    <Card>
      <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle className="text-base break-words">Backlinks of {report.target}</CardTitle>
          <CardDescription>{backlinkCount(report.backlinks.length, report.unique)}</CardDescription>
          <DataSourceBadge source={report.source} liveLabel={`Live data (${report.provider})`} />
        </div>
        <ExportCsvButton
          tableName="backlinks"
          fileName={`${safeFileName(report.target, 'domain')}-backlinks.csv`}
          header={BACKLINK_CSV_HEADER}
          rows={backlinkCsvRows(report.backlinks)}
        />
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        {report.backlinks.length === 0 ? (
          <p className="px-2 text-sm text-muted-foreground">No backlinks found for this domain.</p>
        ) : (
          <BacklinkTable backlinks={report.backlinks} label="Backlinks" />
        )}
      </CardContent>
    </Card>
  );
}
