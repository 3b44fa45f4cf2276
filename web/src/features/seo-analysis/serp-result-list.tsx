import { ExternalLink } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { cn } from '../../lib/cn';

/** Vendor data decides the link; only web addresses become clickable. */
function webHref(link: string): string | undefined {
  return /^https?:\/\//i.test(link) ? link : undefined;
}

export const SERP_CSV_HEADER = ['position', 'title', 'link', 'domain', 'snippet', 'date'] as const;

export function serpCsvRows(resultRefs: readonly SerpResultRef[]) {
  return getFragmentData(SerpResultList.fragments.result, resultRefs).map((result) => [result.position, result.title, result.link, result.domain, result.snippet, result.date ?? '']);
}

interface SerpResultListProps {
  results: readonly SerpResultRef[];
  label: string;
  /** Marks positions 1–3 with a "Top 3" badge (competitor analysis). */
  markTopThree?: boolean;
  /** Highlights the results of this domain, with a badge naming whose it is (e.g. "Competitor"). */
  highlight?: { domain: string; label: string } | null;
}

/** Ranked search results: position badge, title linking to the page, the address, snippet and date. */
export function SerpResultList({ results: resultRefs, label, markTopThree = false, highlight }: SerpResultListProps) {
  const results = getFragmentData(SerpResultList.fragments.result, resultRefs);
  return (
    <ol aria-label={label} className="divide-y">
      {results.map((result) => {
        const href = webHref(result.link);
        const highlighted = !!highlight && sameSite(result.domain, highlight.domain);
        return (
          <li
            key={`${result.position}:${result.link}`}
            className={cn('flex gap-3 py-4 first:pt-0 last:pb-0', highlighted && '-mx-2 rounded-lg bg-primary/5 px-2')}
            data-testid="serp-result"
          >
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              aria-label={`Position ${result.position}`}
            >
              {result.position}
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-w-0 items-start gap-1 font-medium break-words text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {result.title || result.link}
                    <ExternalLink className="mt-1 size-3 shrink-0" aria-hidden="true" />
                  </a>
                ) : (
                  <span className="font-medium break-words">{result.title || result.link}</span>
                )}
                {markTopThree && result.position <= 3 ? <Badge variant="success">Top 3</Badge> : null}
                {highlighted ? <Badge variant="default">{highlight.label}</Badge> : null}
              </div>
              <p className="break-all text-xs text-emerald-700">{result.link}</p>
              {result.snippet ? <p className="text-sm break-words text-muted-foreground">{result.snippet}</p> : null}
              {result.date ? <p className="text-xs text-muted-foreground">{result.date}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

SerpResultList.fragments = {
  result: graphql(`
    fragment SerpResultList_result on SerpResult {
      position
      title
      snippet
      link
      domain
      date
    }
  `),
};

/** A result as the analyses answer it: `...SerpResultList_result` spread in. */
export type SerpResultRef = FragmentType<typeof SerpResultList.fragments.result>;

function bareHost(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
}

/** example.com matches www.example.com and blog.example.com. */
export function sameSite(resultDomain: string, wanted: string): boolean {
  const a = bareHost(resultDomain);
  const b = bareHost(wanted);
  return !!b && (a === b || a.endsWith(`.${b}`));
}
