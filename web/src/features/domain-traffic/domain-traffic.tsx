import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { TextField } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { graphql } from '../../gql';
import type { LookupDomainTrafficMutation as LookupDomainTrafficResult } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { useCreditsRefusal } from '../credits/use-credits-refusal';
import { DataSourceBadge } from '../data-source/sandbox-banner';
import { TRAFFIC_COUNTRY_OPTIONS } from '../search-options/market-options';
import { AnalyzeButton } from '../research/analyze-button';
import { REFETCH_CREDIT_USAGE } from '../research/credit-usage';
import { ExportCsvButton } from '../research/export-csv-button';
import { formatTraffic, parseDomainList } from '../research/research-format';
import { ResearchPage, useDataSource } from '../research/research-page';

// ApexCharts is large and only the results need it.
const DomainTrafficChart = React.lazy(() => import('./domain-traffic-chart'));

/** Room for the bars of a handful of domains; the placeholder takes the same space. */
const TRAFFIC_CHART_HEIGHT = 320;

export const LookupDomainTrafficMutation = graphql(`
  mutation LookupDomainTraffic($domains: [String!]!, $country: String) {
    lookupDomainTraffic(domains: $domains, country: $country) {
      source
      provider
      country
      domains {
        domain
        estimatedMonthlyTraffic
        totalRankingKeywords
      }
    }
  }
`);

type DomainTrafficReport = LookupDomainTrafficResult['lookupDomainTraffic'];

/** Spec §2 "Domain Traffic": compare the monthly traffic and ranking keywords of several domains. */
export function DomainTraffic() {
  const { toast } = useToast();
  const [domains, setDomains] = React.useState('');
  const [country, setCountry] = React.useState('us');
  const [domainsError, setDomainsError] = React.useState<string | null>(null);
  const [report, setReport] = React.useState<DomainTrafficReport | null>(null);
  const domainsRef = React.useRef<HTMLInputElement>(null);
  const [lookup, { loading }] = useMutation(LookupDomainTrafficMutation, { refetchQueries: REFETCH_CREDIT_USAGE });
  const creditsRefusal = useCreditsRefusal();
  const source = useDataSource('seo', report?.source);

  async function analyse(event: React.FormEvent) {
    event.preventDefault();
    const list = parseDomainList(domains);
    if (list.length === 0) {
      setDomainsError('Enter at least one domain (comma-separated).');
      domainsRef.current?.focus();
      return;
    }
    setDomainsError(null);
    creditsRefusal.reset();
    try {
      const { data } = await lookup({ variables: { domains: list, country } });
      if (!data) throw new Error('Request error');
      const answer = data.lookupDomainTraffic;
      setReport(answer);
      if (answer.domains.length === 0) {
        toast({ title: 'No data returned for the given domain(s) & country.' });
      } else {
        toast({ title: 'Analysis complete' });
      }
    } catch (error) {
      // A known limit, not a failure: said next to Analyze, which the re-read count disables.
      if (creditsRefusal.caught(error)) return;
      setReport(null);
      toast({ title: 'Analysis failed', description: errorMessage(error, 'Request error'), variant: 'destructive' });
    }
  }

  return (
    <ResearchPage title="Domain Traffic" description="Estimated monthly organic traffic of several domains, side by side." source={source}>
      <Card>
        <CardContent className="p-4 sm:p-6">
          <form onSubmit={(event) => void analyse(event)} noValidate aria-label="Domain traffic" className="grid gap-4">
            <div className="grid grid-cols-1 gap-4 md:grid-cols-[1fr_16rem]">
              <TextField
                id="traffic-domains"
                ref={domainsRef}
                label="Domains"
                hint="Separate domains with commas."
                error={domainsError}
                value={domains}
                placeholder="example.com, competitor.com"
                onChange={(event) => {
                  setDomains(event.target.value);
                  if (domainsError) setDomainsError(null);
                }}
              />
              <SelectField id="traffic-country" label="Country" value={country} options={TRAFFIC_COUNTRY_OPTIONS} onValueChange={setCountry} />
            </div>
            <div>
              <AnalyzeButton loading={loading} label="Analyze Traffic" refusedForCredits={creditsRefusal.refused} />
            </div>
          </form>
        </CardContent>
      </Card>

      {report && report.domains.length > 0 ? (
        <DomainTrafficResults report={report} />
      ) : (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {report ? 'No data returned for the given domain(s) & country.' : 'Enter one or more domains to compare their traffic.'}
        </p>
      )}
    </ResearchPage>
  );
}

function DomainTrafficResults({ report }: { report: DomainTrafficReport }) {
  const countryName = TRAFFIC_COUNTRY_OPTIONS.find((option) => option.value === (report.country || 'global'))?.label ?? report.country;
  return (
    <>
      <Card>
        <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
          <div className="grid min-w-0 gap-1.5">
            <CardTitle className="text-base">Traffic by domain</CardTitle>
            <CardDescription>{countryName ? `Market: ${countryName}` : 'All markets'}</CardDescription>
            <DataSourceBadge source={report.source} liveLabel={`Live data (${report.provider})`} />
          </div>
          <ExportCsvButton
            tableName="domain traffic"
            fileName="domain-traffic.csv"
            header={['domain', 'estimated_monthly_traffic', 'total_ranking_keywords']}
            rows={report.domains.map((row) => [row.domain, row.estimatedMonthlyTraffic, row.totalRankingKeywords])}
          />
        </CardHeader>
        <CardContent className="px-2 sm:px-6">
          <Table aria-label="Domain traffic">
            <TableHeader>
              <TableRow>
                <TableHead>Domain</TableHead>
                <TableHead className="text-right">Monthly traffic</TableHead>
                <TableHead className="text-right">Ranking keywords</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.domains.map((row) => (
                <TableRow key={row.domain}>
                  <TableCell className="font-medium break-words">{row.domain}</TableCell>
                  <TableCell className="text-right tabular-nums" title={row.estimatedMonthlyTraffic.toLocaleString('en-US')}>
                    {formatTraffic(row.estimatedMonthlyTraffic)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{row.totalRankingKeywords.toLocaleString('en-US')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle className="text-base">Traffic comparison</CardTitle>
          <CardDescription>Estimated monthly organic visits per domain.</CardDescription>
        </CardHeader>
        <CardContent className="px-2 sm:px-6">
          <ChartSuspense height={TRAFFIC_CHART_HEIGHT}>
            <DomainTrafficChart rows={report.domains} height={TRAFFIC_CHART_HEIGHT} />
          </ChartSuspense>
        </CardContent>
      </Card>
    </>
  );
}
