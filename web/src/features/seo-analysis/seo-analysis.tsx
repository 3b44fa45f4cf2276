import { Link, useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ResearchPage } from '../research/research-page';
import { BULK_KEYWORD_RESEARCH } from '../tools/tool-catalog';
import { CompetitorAnalysisTab } from './competitor-analysis-tab';
import { SerpAnalysisTab } from './serp-analysis-tab';
import { UrlAnalysisTab } from './url-analysis-tab';

const TABS = [
  { value: 'serp', label: 'SERP Analysis' },
  { value: 'url', label: 'URL Analysis' },
  { value: 'competitor', label: 'Competitor Analysis' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** Spec §2 "SEO Analysis": three tabs; the open tab is in the address (?tab=) so it can be linked to. */
export function SeoAnalysis() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'serp';

  return (
    <ResearchPage title="SEO Analysis" description="Search results, page insights and competitor positions.">
      <p className="flex items-center gap-2 text-sm">
        <BULK_KEYWORD_RESEARCH.icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          <Link to={BULK_KEYWORD_RESEARCH.path} className="font-medium text-primary underline-offset-4 hover:underline">
            Bulk keyword research
          </Link>
          : stats for up to 10,000 keywords at once, with a CSV download.
        </span>
      </p>
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'serp' ? {} : { tab: next }, { replace: true })}
        className="min-w-0"
      >
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
          {TABS.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value} className="whitespace-normal px-2 text-center leading-tight sm:px-3">
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Kept mounted so results survive a look at another tab. */}
        <TabsContent value="serp" forceMount hidden={tab !== 'serp'}>
          <SerpAnalysisTab />
        </TabsContent>
        <TabsContent value="url" forceMount hidden={tab !== 'url'}>
          <UrlAnalysisTab />
        </TabsContent>
        <TabsContent value="competitor" forceMount hidden={tab !== 'competitor'}>
          <CompetitorAnalysisTab />
        </TabsContent>
      </Tabs>
    </ResearchPage>
  );
}
