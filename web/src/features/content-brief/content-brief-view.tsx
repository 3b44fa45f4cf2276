import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { SandboxBanner } from '../data-source/sandbox-banner';

export const ContentBriefViewFragment = graphql(`
  fragment ContentBriefView_brief on ContentBriefOutput {
    keyword
    country
    language
    source
    serpSnapshotAt
    wordCount {
      min
      max
    }
    headingCount {
      min
      max
    }
    competitorMedian
    terms {
      term
      min
      max
      pages
    }
    headings {
      text
      level
      pages
    }
    questions
    competitors {
      position
      url
      domain
      title
      h1
      h2
      wordCount
      score
      status
      error
    }
  }
`);

const snapshotTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const range = (r: { min: number; max: number }) => (r.min === r.max ? r.min.toLocaleString('en-US') : `${r.min.toLocaleString('en-US')}–${r.max.toLocaleString('en-US')}`);

/** A brief: its ranges and terms once done, and its competitors (read, skipped with why, or still to read) all along. */
export function ContentBriefView({ brief: ref }: { brief: FragmentType<typeof ContentBriefViewFragment> }) {
  const brief = getFragmentData(ContentBriefViewFragment, ref);
  const read = brief.competitors.filter((c) => c.status === 'read').length;
  return (
    <div className="grid min-w-0 gap-6">
      <SandboxBanner source={brief.source} subject="This brief" realThing="built from real search results and pages" />
      {brief.wordCount && brief.headingCount && (
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat label="Word count" value={range(brief.wordCount)} hint={`Across the ${read} pages read`} />
          <Stat label="Subheadings" value={range(brief.headingCount)} hint="H2 and below" />
          <Stat label="Competitors' median score" value={brief.competitorMedian === null || brief.competitorMedian === undefined ? '–' : String(brief.competitorMedian)} hint="Content score against this brief" />
        </div>
      )}
      {brief.wordCount && (
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="text-lg">Recommended terms</CardTitle>
              <CardDescription>How often to use each term in a text of the target length, from the pages that rank.</CardDescription>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              <Table aria-label="Recommended terms">
                <TableHeader>
                  <TableRow>
                    <TableHead>Term</TableHead>
                    <TableHead className="text-right">Use</TableHead>
                    <TableHead className="text-right">Pages</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {brief.terms.map((term) => (
                    <TableRow key={term.term}>
                      <TableCell className="font-medium">{term.term}</TableCell>
                      <TableCell className="text-right tabular-nums">{range(term)}×</TableCell>
                      <TableCell className="text-right tabular-nums">{term.pages}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <div className="grid min-w-0 content-start gap-6">
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">Headings to cover</CardTitle>
                <CardDescription>The competitors' H2 and H3, most used first.</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-1.5 text-sm">
                  {brief.headings.map((heading) => (
                    <li key={heading.text} className="flex items-baseline justify-between gap-3">
                      <span className={heading.level === 3 ? 'pl-4' : 'font-medium'}>{heading.text}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {heading.pages} {heading.pages === 1 ? 'page' : 'pages'}
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">Questions</CardTitle>
                <CardDescription>What people also ask about “{brief.keyword}”.</CardDescription>
              </CardHeader>
              <CardContent>
                {brief.questions.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    The search results had no “People also ask” questions.
                  </p>
                ) : (
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {brief.questions.map((question) => (
                      <li key={question}>{question}</li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      )}
      {brief.competitors.length > 0 && (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-lg">Competitors</CardTitle>
            <CardDescription>The top results, their titles and H1/H2; pages that could not be read are skipped.</CardDescription>
            <p className="text-sm text-muted-foreground" data-testid="brief-serp-source">
              {brief.serpSnapshotAt
                ? `Results from your rank tracker’s check of ${snapshotTime(brief.serpSnapshotAt)}: no new search was made.`
                : 'Results from a live search.'}
            </p>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-4">
              {brief.competitors.map((competitor) => (
                <li key={competitor.position} className="min-w-0 rounded-lg border p-3" data-testid="brief-competitor">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="min-w-0 font-medium">
                      <span className="mr-2 text-muted-foreground">{competitor.position}.</span>
                      <a href={competitor.url} target="_blank" rel="noreferrer noopener" className="break-words underline-offset-2 hover:underline">
                        {competitor.title || competitor.domain}
                      </a>
                    </p>
                    <CompetitorStatus status={competitor.status} wordCount={competitor.wordCount} score={competitor.score} />
                  </div>
                  <p className="truncate text-xs text-muted-foreground">{competitor.url}</p>
                  {competitor.status === 'skipped' && <p className="mt-1 text-sm text-amber-800">Skipped: {competitor.error}</p>}
                  {competitor.h1.length > 0 && <p className="mt-2 text-sm">H1: {competitor.h1.join(' · ')}</p>}
                  {competitor.h2.length > 0 && (
                    <ul className="mt-1 flex flex-wrap gap-1.5 text-xs">
                      {competitor.h2.map((h2) => (
                        <li key={h2} className="rounded-full bg-muted px-2 py-0.5">
                          {h2}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card>
      <CardContent className="space-y-1 pt-6">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

function CompetitorStatus({ status, wordCount, score }: { status: string; wordCount: number | null | undefined; score: number | null | undefined }) {
  if (status === 'skipped') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
        <AlertTriangle className="size-3" aria-hidden="true" />
        Skipped
      </span>
    );
  }
  if (status === 'pending') return <span className="text-xs text-muted-foreground">Waiting…</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <CheckCircle2 className="size-3 text-emerald-600" aria-hidden="true" />
      {wordCount?.toLocaleString('en-US')} words{score === null || score === undefined ? '' : ` · score ${score}`}
    </span>
  );
}
