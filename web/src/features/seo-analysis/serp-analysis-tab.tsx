import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Save } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { graphql } from '../../gql';
import type { RunSerpAnalysisMutation as RunSerpAnalysisResult, SerpAnalysisInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { DataSourceBadge, SandboxBanner } from '../data-source/sandbox-banner';
import { useCreditsRefusal } from '../credits/use-credits-refusal';
import { AnalyzeButton } from '../research/analyze-button';
import { REFETCH_CREDIT_USAGE } from '../research/credit-usage';
import { ExportCsvButton } from '../research/export-csv-button';
import { useDataSource } from '../research/research-page';
import { safeFileName } from '../../lib/save-file';
import { SaveSerpDialog } from './save-serp-dialog';
import { SavedSerpAnalyses, type SavedSerpAnalysis } from './saved-serp-analyses';
import { DEFAULT_SERP_FILTERS, SerpFilterFields, serpFilterInput, type SerpFilters } from './serp-filters';
import { SERP_CSV_HEADER, SerpResultList, serpCsvRows } from './serp-result-list';

export const RunSerpAnalysisMutation = graphql(`
  mutation RunSerpAnalysis($input: SerpAnalysisInput!) {
    runSerpAnalysis(input: $input) {
      source
      provider
      query
      results {
        ...SerpResultList_result
      }
    }
  }
`);

type SerpAnalysis = RunSerpAnalysisResult['runSerpAnalysis'];

/** Spec §9 page sizes; SERP analysis defaults to 100 results. */
const RESULT_COUNTS = [10, 20, 30, 40, 50, 100].map((count) => ({ value: String(count), label: `${count} results` }));

type Shown =
  | { kind: 'analysis'; analysis: SerpAnalysis; input: SerpAnalysisInput }
  | { kind: 'saved'; saved: SavedSerpAnalysis };

export function SerpAnalysisTab() {
  const { toast } = useToast();
  const [query, setQuery] = React.useState('');
  const [num, setNum] = React.useState('100');
  const [filters, setFilters] = React.useState<SerpFilters>(DEFAULT_SERP_FILTERS);
  const [queryError, setQueryError] = React.useState<string | null>(null);
  const [shown, setShown] = React.useState<Shown | null>(null);
  const [saving, setSaving] = React.useState(false);
  const queryRef = React.useRef<HTMLInputElement>(null);
  const [runAnalysis, { loading }] = useMutation(RunSerpAnalysisMutation, { refetchQueries: REFETCH_CREDIT_USAGE });
  const creditsRefusal = useCreditsRefusal();

  const answer = shown?.kind === 'analysis' ? shown.analysis : shown?.saved;
  const source = useDataSource('serp', answer?.source);
  const changeFilters = React.useCallback((next: Partial<SerpFilters>) => setFilters((current) => ({ ...current, ...next })), []);

  async function analyse(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setQueryError('Please enter a search query');
      queryRef.current?.focus();
      return;
    }
    setQueryError(null);
    creditsRefusal.reset();
    const input: SerpAnalysisInput = { query: trimmed, num: Number(num), page: 1, ...serpFilterInput(filters) };
    try {
      const { data } = await runAnalysis({ variables: { input } });
      if (!data) throw new Error('No analysis returned');
      setShown({ kind: 'analysis', analysis: data.runSerpAnalysis, input });
      toast({ title: 'SERP analysis completed successfully' });
    } catch (error) {
      // A known limit, not a failure: said next to Analyze, which the re-read count disables.
      if (creditsRefusal.caught(error)) return;
      toast({
        title: 'Failed to perform SERP analysis. Please try again.',
        description: errorMessage(error, '') || undefined,
        variant: 'destructive',
      });
    }
  }

  const results = answer?.results ?? [];
  const heading = shown?.kind === 'saved' ? shown.saved.description : answer ? `Results for “${answer.query}”` : '';

  return (
    <div className="grid min-w-0 gap-6">
      <SandboxBanner source={source} subject="The data on this tab" realThing="real search results" />
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle className="text-base">SERP Analysis</CardTitle>
          <CardDescription>See who ranks for a query, filtered by location, language, country and date.</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <form onSubmit={(event) => void analyse(event)} noValidate aria-label="SERP analysis" className="grid gap-4">
            <TextField
              id="serp-query"
              ref={queryRef}
              label="Search query"
              error={queryError}
              value={query}
              placeholder="e.g. best running shoes"
              onChange={(event) => {
                setQuery(event.target.value);
                if (queryError) setQueryError(null);
              }}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
              <SerpFilterFields idPrefix="serp" value={filters} onChange={changeFilters} />
              <SelectField id="serp-num" label="Results" value={num} options={RESULT_COUNTS} onValueChange={setNum} />
            </div>
            <div>
              <AnalyzeButton loading={loading} label="Analyze SERP" refusedForCredits={creditsRefusal.refused} />
            </div>
          </form>
        </CardContent>
      </Card>

      <SavedSerpAnalyses
        openedId={shown?.kind === 'saved' ? shown.saved.id : null}
        onOpen={(saved) => setShown({ kind: 'saved', saved })}
        onDeleted={(id) => setShown((current) => (current?.kind === 'saved' && current.saved.id === id ? null : current))}
      />

      {answer ? (
        <Card>
          <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
            <div className="grid min-w-0 gap-1.5">
              <CardTitle className="text-base break-words">{heading}</CardTitle>
              <CardDescription>
                {shown?.kind === 'saved' ? `Saved snapshot of “${shown.saved.query}” · ` : ''}
                {results.length} result{results.length === 1 ? '' : 's'}
              </CardDescription>
              <DataSourceBadge source={answer.source} liveLabel="Live search results" />
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {shown?.kind === 'analysis' ? (
                <Button size="sm" onClick={() => setSaving(true)} disabled={results.length === 0}>
                  <Save aria-hidden="true" />
                  Save Results
                </Button>
              ) : null}
              <ExportCsvButton
                tableName="SERP results"
                fileName={`${safeFileName(answer.query, 'serp')}-serp.csv`}
                header={SERP_CSV_HEADER}
                rows={serpCsvRows(results)}
              />
            </div>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            {results.length === 0 ? (
              <p className="text-sm text-muted-foreground">No results found for this query.</p>
            ) : (
              <SerpResultList results={results} label="SERP results" />
            )}
          </CardContent>
        </Card>
      ) : (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          Enter a search query to see the ranked results.
        </p>
      )}

      <SaveSerpDialog
        open={saving}
        onOpenChange={setSaving}
        analysis={shown?.kind === 'analysis' ? shown.input : null}
      />
    </div>
  );
}
