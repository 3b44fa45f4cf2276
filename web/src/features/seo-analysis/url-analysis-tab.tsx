import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { TextField } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { graphql } from '../../gql';
import type { RunUrlAnalysisMutation as RunUrlAnalysisResult } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { safeFileName } from '../../lib/save-file';
import { useCreditsRefusal } from '../credits/use-credits-refusal';
import { DataSourceBadge, SandboxBanner } from '../data-source/sandbox-banner';
import { MARKET_OPTIONS } from '../search-options/market-options';
import { AnalyzeButton } from '../research/analyze-button';
import { REFETCH_CREDIT_USAGE } from '../research/credit-usage';
import { ExportCsvButton } from '../research/export-csv-button';
import { formatTraffic, hostOf, parseResultCount } from '../research/research-format';
import { useDataSource } from '../research/research-page';
import { PageBacklinks } from './page-backlinks';

export const RunUrlAnalysisMutation = graphql(`
  mutation RunUrlAnalysis($url: String!, $country: String, $num: Int) {
    runUrlAnalysis(url: $url, country: $country, num: $num) {
      source
      provider
      url
      keywords {
        keyword
        estimatedMonthlyTraffic
        serpPosition
      }
      summary {
        totalRankingKeywords
        estimatedMonthlyTraffic
      }
    }
  }
`);

type UrlAnalysis = RunUrlAnalysisResult['runUrlAnalysis'];

/** Spec §5: 1 to 1000 results. */
export const MAX_URL_RESULTS = 1000;

export function UrlAnalysisTab() {
  const { toast } = useToast();
  const [url, setUrl] = React.useState('');
  const [market, setMarket] = React.useState('us');
  const [count, setCount] = React.useState('10');
  const [urlError, setUrlError] = React.useState<string | null>(null);
  const [analysis, setAnalysis] = React.useState<UrlAnalysis | null>(null);
  // Each analysis gets its own backlinks section, which looks them up afresh.
  const [analysisCount, setAnalysisCount] = React.useState(0);
  const urlRef = React.useRef<HTMLInputElement>(null);
  const [runAnalysis, { loading }] = useMutation(RunUrlAnalysisMutation, { refetchQueries: REFETCH_CREDIT_USAGE });
  const creditsRefusal = useCreditsRefusal();
  const source = useDataSource('seo', analysis?.source);
  const host = hostOf(url);

  async function analyse(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) {
      setUrlError('Please enter a URL to analyze');
      urlRef.current?.focus();
      return;
    }
    setUrlError(null);
    creditsRefusal.reset();
    const num = parseResultCount(count, MAX_URL_RESULTS);
    setCount(String(num));
    try {
      // The server wants a full URL; a typed "example.com/page" means the https page.
      const fullUrl = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
      const { data } = await runAnalysis({ variables: { url: fullUrl, country: market, num } });
      if (!data) throw new Error('No analysis returned');
      setAnalysis(data.runUrlAnalysis);
      setAnalysisCount((count) => count + 1);
      toast({ title: 'URL analysis completed successfully' });
    } catch (error) {
      // A known limit, not a failure: said next to Analyze, which the re-read count disables.
      if (creditsRefusal.caught(error)) return;
      toast({
        title: 'Failed to analyze URL. Please try again.',
        description: errorMessage(error, '') || undefined,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <SandboxBanner source={source} subject="The keyword, traffic and backlink data on this tab" realThing="real SEO data" />
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle className="text-base">URL Analysis</CardTitle>
          <CardDescription>The keywords a page ranks for, with their traffic and position, and the pages that link to it.</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <form onSubmit={(event) => void analyse(event)} noValidate aria-label="URL analysis" className="grid gap-4">
            <TextField
              id="url-analysis-url"
              ref={urlRef}
              label="URL"
              hint={`Include ${host ?? 'the host'} and the page path, e.g. https://${host ?? 'example.com'}/blog/post`}
              error={urlError}
              type="url"
              inputMode="url"
              value={url}
              placeholder="https://example.com/page"
              onChange={(event) => {
                setUrl(event.target.value);
                if (urlError) setUrlError(null);
              }}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SelectField id="url-analysis-market" label="Market" value={market} options={MARKET_OPTIONS} onValueChange={setMarket} />
              <TextField
                id="url-analysis-count"
                label="Number of results"
                hint={`1 to ${MAX_URL_RESULTS.toLocaleString('en-US')}.`}
                inputMode="numeric"
                value={count}
                onChange={(event) => setCount(event.target.value.replace(/\D/g, ''))}
                onBlur={() => setCount(String(parseResultCount(count, MAX_URL_RESULTS)))}
              />
            </div>
            <div>
              <AnalyzeButton loading={loading} label="Analyze URL" refusedForCredits={creditsRefusal.refused} />
            </div>
          </form>
        </CardContent>
      </Card>

      {analysis ? (
        <>
          <UrlAnalysisResults analysis={analysis} />
          <PageBacklinks key={analysisCount} url={analysis.url} />
        </>
      ) : (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          Enter a page’s URL to see the keywords it ranks for and its backlinks.
        </p>
      )}
    </div>
  );
}

function UrlAnalysisResults({ analysis }: { analysis: UrlAnalysis }) {
  const rows = analysis.keywords.map((row) => [row.keyword, row.estimatedMonthlyTraffic, row.serpPosition]);
  return (
    <>
      <section aria-label="Traffic summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SummaryTile label="Organic keywords" value={analysis.summary.totalRankingKeywords.toLocaleString('en-US')} note="Keywords in the top 30 positions" />
        <SummaryTile label="Organic traffic" value={formatTraffic(analysis.summary.estimatedMonthlyTraffic)} note="Estimated visits a month" />
      </section>
      <Card>
        <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="grid min-w-0 gap-1.5">
            <CardTitle className="text-base">Ranking keywords</CardTitle>
            <CardDescription className="break-all">{analysis.url}</CardDescription>
            <DataSourceBadge source={analysis.source} liveLabel={`Live data (${analysis.provider})`} />
          </div>
          <ExportCsvButton
            tableName="ranking keywords"
            fileName={`${safeFileName(hostOf(analysis.url) ?? analysis.url, 'url')}-keywords.csv`}
            header={['keyword', 'estimated_monthly_traffic', 'serp_position']}
            rows={rows}
          />
        </CardHeader>
        <CardContent className="px-2 sm:px-6">
          {analysis.keywords.length === 0 ? (
            <p className="px-2 text-sm text-muted-foreground">No ranking keywords found for this URL.</p>
          ) : (
            <Table aria-label="Ranking keywords">
              <TableHeader>
                <TableRow>
                  <TableHead>Keyword</TableHead>
                  <TableHead className="text-right">Traffic</TableHead>
                  <TableHead className="text-right">Position</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {analysis.keywords.map((row) => (
                  <TableRow key={row.keyword}>
                    <TableCell className="break-words">{row.keyword}</TableCell>
                    <TableCell className="text-right tabular-nums" title={row.estimatedMonthlyTraffic.toLocaleString('en-US')}>
                      {formatTraffic(row.estimatedMonthlyTraffic)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{row.serpPosition}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function SummaryTile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card>
      <CardHeader className="gap-1 p-4 sm:p-6">
        <CardDescription>{label}</CardDescription>
        <p className="text-3xl font-bold tracking-tight" data-testid={`summary-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardHeader>
    </Card>
  );
}
