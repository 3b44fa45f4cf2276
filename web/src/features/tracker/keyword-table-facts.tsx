import { Award, FlaskConical, Image, MapPin, MessageCircleQuestionMark, Newspaper, ShoppingCart, Sparkles, Video, type LucideIcon } from 'lucide-react';
import type { SerpFeature } from '../../gql/graphql';
import { formatCpc, formatVolume, SERP_FEATURE_LABELS, type KeywordRow } from './keyword-table-model';

const SERP_FEATURE_ICONS: Record<SerpFeature, LucideIcon> = {
  featured_snippet: Award,
  people_also_ask: MessageCircleQuestionMark,
  local_pack: MapPin,
  ai_overview: Sparkles,
  video: Video,
  images: Image,
  top_stories: Newspaper,
  shopping: ShoppingCart,
};

const SANDBOX_NOTE = 'Sandbox data (generated, not real search figures)';

/** Beside the Volume and CPC headings when a row's figures on the page are sandbox data. */
export function SandboxFiguresMarker() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-1.5 text-[10px] font-semibold text-amber-900"
      title={SANDBOX_NOTE}
      data-testid="figures-sandbox"
    >
      <FlaskConical className="size-3" aria-hidden="true" />
      SANDBOX
      <span className="sr-only">: {SANDBOX_NOTE}</span>
    </span>
  );
}

/** A keyword's monthly volume or CPC; "—" (said as "not known") when there is none. */
export function FigureCell({ row, figure }: { row: KeywordRow; figure: 'volume' | 'cpc' }) {
  const value = row[figure];
  const sandbox = row.metricsSource === 'SANDBOX';
  return (
    <td
      className="whitespace-nowrap border-l px-3 py-2 text-right align-middle tabular-nums"
      data-testid={`keyword-${figure}`}
      data-source={row.metricsSource ?? undefined}
      title={value == null ? 'Not known yet: fetched as a run ends' : sandbox ? SANDBOX_NOTE : undefined}
    >
      {value == null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">not known</span>
        </>
      ) : (
        <>
          {figure === 'volume' ? formatVolume(value) : formatCpc(value)}
          {sandbox ? <span className="sr-only"> (sandbox)</span> : null}
        </>
      )}
    </td>
  );
}

/** The features of the keyword's latest results page, as icons each named for screen readers and on hover. */
export function SerpFeaturesCell({ features }: { features: readonly SerpFeature[] }) {
  return (
    <td className="border-l px-3 py-2 align-middle" data-testid="keyword-serp-features">
      {features.length === 0 ? (
        <span className="text-muted-foreground">
          <span aria-hidden="true">—</span>
          <span className="sr-only">none</span>
        </span>
      ) : (
        <ul aria-label="SERP features" className="flex gap-1">
          {features.map((feature) => {
            const Icon = SERP_FEATURE_ICONS[feature];
            return (
              <li key={feature} title={SERP_FEATURE_LABELS[feature]} className="inline-flex size-6 items-center justify-center rounded-md border bg-muted/40 text-muted-foreground">
                <Icon className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{SERP_FEATURE_LABELS[feature]}</span>
              </li>
            );
          })}
        </ul>
      )}
    </td>
  );
}
