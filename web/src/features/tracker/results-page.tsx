import { useQuery } from '@apollo/client/react';
import { Badge } from '../../components/ui/badge';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/graphql-error';
import { safeUrl } from './keyword-table-model';
import { SerpSnapshotQuery } from './keyword-table-documents';
import { formatLocalDateTime } from './tracker-format';

const FEATURE_LABELS: Record<string, string> = {
  featured_snippet: 'Featured snippet',
  people_also_ask: 'People also ask',
  local_pack: 'Local pack',
  ai_overview: 'AI overview',
  video: 'Videos',
  images: 'Images',
  top_stories: 'Top stories',
  shopping: 'Shopping',
};
const TYPE_LABELS: Record<string, string> = { featured_snippet: 'featured snippet', sitelinks: 'sitelinks', rich_snippet: 'rich result', video: 'video' };

interface ResultsPageProps {
  instanceId: string;
  keyword: string;
  runId: string;
  companies: readonly { companyName: string; domain: string }[];
}

/** The company a host belongs to (its domain or a subdomain), as the tracker counts it. */
function companyOf(host: string | null | undefined, companies: ResultsPageProps['companies']) {
  if (!host) return undefined;
  const bare = host.toLowerCase().replace(/^www\./, '');
  return companies.find((company) => bare === company.domain || bare.endsWith(`.${company.domain}`));
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** One run's stored results page: its features (and who holds each) and its organic results. */
export function ResultsPage({ instanceId, keyword, runId, companies }: ResultsPageProps) {
  const { data, loading, error } = useQuery(SerpSnapshotQuery, { variables: { instanceId, keyword, runId } });
  const page = data?.serpSnapshot;
  if (!page && loading) {
    return (
      <div className="flex items-center gap-3 py-4 text-sm text-muted-foreground">
        <Spinner label="Loading the results page" />
        Loading the results page…
      </div>
    );
  }
  if (!page) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, 'The results page could not be loaded.')}
      </p>
    );
  }
  return (
    <section aria-label={`Results page of ${formatLocalDateTime(page.runAt)}`} className="grid min-w-0 gap-3" data-testid="results-page">
      <div>
        <h4 className="text-sm font-semibold">Features on the page</h4>
        {page.features.length === 0 ? (
          <p className="text-sm text-muted-foreground">No features on this page.</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {page.features.map((feature) => {
              const holder = companyOf(feature.domain, companies);
              return (
                <li key={feature.type}>
                  <Badge variant={holder ? 'default' : 'secondary'}>
                    {FEATURE_LABELS[feature.type] ?? feature.type}
                    {feature.domain ? `: ${holder ? holder.companyName : feature.domain}` : ''}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {page.results.length === 0 ? (
        <p className="text-sm text-muted-foreground">The search found no results.</p>
      ) : (
        <ol className="grid min-w-0 gap-1 text-sm" aria-label="Organic results">
          {page.results.map((result) => {
            const url = safeUrl(result.url);
            const holder = companyOf(hostOf(result.url), companies);
            return (
              <li key={result.position} className={`flex min-w-0 gap-2 rounded px-1 ${holder ? 'bg-accent' : ''}`}>
                <span className="w-8 shrink-0 text-right tabular-nums text-muted-foreground">{result.position}</span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{result.title || result.url}</span>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer" className="block truncate text-xs text-primary underline-offset-4 hover:underline">
                      {url.replace(/^https?:\/\//i, '')}
                    </a>
                  ) : null}
                  {holder || TYPE_LABELS[result.type] ? (
                    <span className="text-xs text-muted-foreground">{[holder?.companyName, TYPE_LABELS[result.type]].filter(Boolean).join(' · ')}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
