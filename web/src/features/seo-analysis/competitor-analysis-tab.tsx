import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { graphql } from '../../gql';
import type { RunCompetitorAnalysisMutation as RunCompetitorAnalysisResult } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { safeFileName } from '../../lib/save-file';
import { DataSourceBadge, SandboxBanner } from '../data-source/sandbox-banner';
import { useCreditsRefusal } from '../credits/use-credits-refusal';
import { AnalyzeButton } from '../research/analyze-button';
import { isPlanRefusal } from '../research/analysis-errors';
import { REFETCH_CREDIT_USAGE } from '../research/credit-usage';
import { ExportCsvButton } from '../research/export-csv-button';
import { useDataSource } from '../research/research-page';
import { useToolRefusal } from '../research/tool-access';
import { UpgradeNotice } from '../research/upgrade-notice';
import { DEFAULT_SERP_FILTERS, SerpFilterFields, serpFilterInput, type SerpFilters } from './serp-filters';
import { SERP_CSV_HEADER, SerpResultList, serpCsvRows } from './serp-result-list';

export const RunCompetitorAnalysisMutation = graphql(`
  mutation RunCompetitorAnalysis($input: CompetitorAnalysisInput!) {
    runCompetitorAnalysis(input: $input) {
      source
      provider
      query
      domain
      depth
      found
      position
      results {
        ...SerpResultList_result
      }
    }
  }
`);

type CompetitorAnalysis = RunCompetitorAnalysisResult['runCompetitorAnalysis'];

const DEPTHS = [10, 20, 30, 40, 50, 100].map((count) => ({ value: String(count), label: `Top ${count}` }));
const TOOL_NAME = 'Competitor analysis';

/** The Free plan has no competitor analysis (spec §9): its users see the upgrade message instead of the form. */
export function CompetitorAnalysisTab() {
  const [serverRefusal, setRefusal] = React.useState<string | null>(null);
  const refusal = useToolRefusal('competitorAnalysis', TOOL_NAME) ?? serverRefusal;
  if (refusal) return <UpgradeNotice toolName={TOOL_NAME} message={refusal} />;
  return <CompetitorAnalysisForm onRefused={setRefusal} />;
}

function CompetitorAnalysisForm({ onRefused }: { onRefused(message: string): void }) {
  const { toast } = useToast();
  const [query, setQuery] = React.useState('');
  const [domain, setDomain] = React.useState('');
  const [depth, setDepth] = React.useState('100');
  const [filters, setFilters] = React.useState<SerpFilters>(DEFAULT_SERP_FILTERS);
  const [queryError, setQueryError] = React.useState<string | null>(null);
  const [analysis, setAnalysis] = React.useState<CompetitorAnalysis | null>(null);
  const queryRef = React.useRef<HTMLInputElement>(null);
  const [runAnalysis, { loading }] = useMutation(RunCompetitorAnalysisMutation, { refetchQueries: REFETCH_CREDIT_USAGE });
  const creditsRefusal = useCreditsRefusal();
  const source = useDataSource('serp', analysis?.source);
  const changeFilters = React.useCallback((next: Partial<SerpFilters>) => setFilters((current) => ({ ...current, ...next })), []);

  async function analyse(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setQueryError('Please enter a search query for competitor analysis');
      queryRef.current?.focus();
      return;
    }
    setQueryError(null);
    creditsRefusal.reset();
    try {
      const { data } = await runAnalysis({
        variables: { input: { query: trimmed, domain: domain.trim() || null, num: Number(depth), ...serpFilterInput(filters) } },
      });
      if (!data) throw new Error('No analysis returned');
      const result = data.runCompetitorAnalysis;
      setAnalysis(result);
      if (result.domain) toast({ title: result.found ? 'Competitor Found' : 'Competitor Not Found' });
    } catch (error) {
      if (isPlanRefusal(error)) {
        onRefused(errorMessage(error, `${TOOL_NAME} is not included in your plan.`));
        return;
      }
      // A known limit, not a failure: said next to Analyze, which the re-read count disables.
      if (creditsRefusal.caught(error)) return;
      toast({
        title: 'Failed to perform competitor analysis. Please try again.',
        description: errorMessage(error, '') || undefined,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <SandboxBanner source={source} subject="The data on this tab" realThing="real search results" />
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle className="text-base">Competitor Analysis</CardTitle>
          <CardDescription>Check whether a domain appears in the top results for a query, and where.</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <form onSubmit={(event) => void analyse(event)} noValidate aria-label="Competitor analysis" className="grid gap-4">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                id="competitor-query"
                ref={queryRef}
                label="Search query"
                error={queryError}
                value={query}
                placeholder="e.g. project management software"
                onChange={(event) => {
                  setQuery(event.target.value);
                  if (queryError) setQueryError(null);
                }}
              />
              <TextField
                id="competitor-domain"
                label="Competitor domain (optional)"
                value={domain}
                placeholder="e.g. competitor.com"
                onChange={(event) => setDomain(event.target.value)}
              />
            </div>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
              <SerpFilterFields idPrefix="competitor" value={filters} onChange={changeFilters} />
              <SelectField id="competitor-depth" label="Results to check" value={depth} options={DEPTHS} onValueChange={setDepth} />
            </div>
            <div>
              <AnalyzeButton loading={loading} label="Analyze Competitor" refusedForCredits={creditsRefusal.refused} />
            </div>
          </form>
        </CardContent>
      </Card>

      {analysis ? <CompetitorResults analysis={analysis} /> : (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          Enter a query, and optionally a domain, to see who holds the top positions.
        </p>
      )}
    </div>
  );
}

function CompetitorResults({ analysis }: { analysis: CompetitorAnalysis }) {
  const topTen = analysis.results.slice(0, 10);
  return (
    <>
      {analysis.domain ? (
        <div
          role="status"
          className={
            analysis.found
              ? 'flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900'
              : 'flex items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900'
          }
          data-testid="competitor-verdict"
        >
          {analysis.found ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <p className="font-semibold">{analysis.found ? 'Competitor Found' : 'Competitor Not Found'}</p>
            <p className="text-sm break-words">
              {analysis.found
                ? `${analysis.domain} ranks at position ${analysis.position ?? '?'} in the top ${analysis.depth} results for “${analysis.query}”.`
                : `${analysis.domain} is not in the top ${analysis.depth} results for “${analysis.query}”.`}
            </p>
          </div>
        </div>
      ) : null}
      <Card>
        <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="grid min-w-0 gap-1.5">
            <CardTitle className="text-base break-words">Top 10 results for “{analysis.query}”</CardTitle>
            <DataSourceBadge source={analysis.source} liveLabel="Live search results" />
          </div>
          <ExportCsvButton
            tableName="competitor results"
            fileName={`${safeFileName(analysis.query, 'competitor')}-competitors.csv`}
            header={SERP_CSV_HEADER}
            rows={serpCsvRows(topTen)}
          />
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {topTen.length === 0 ? (
            <p className="text-sm text-muted-foreground">No results found for this query.</p>
          ) : (
            <SerpResultList
              results={topTen}
              label="Competitor results"
              markTopThree
              highlight={analysis.domain ? { domain: analysis.domain, label: 'Competitor' } : null}
            />
          )}
        </CardContent>
      </Card>
    </>
  );
}
