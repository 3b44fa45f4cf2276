import { z } from 'zod';
import { domainField } from '../tracker/dto/inputs/tracker-fields';
import { MAX_KEYWORD_TABLES, MAX_SECTIONS } from './report-limits';

export const SECTION_KINDS = ['tracker-summary', 'keyword-table', 'ranking-chart', 'visibility-chart', 'domain-traffic', 'backlinks', 'serp-analysis', 'articles', 'note', 'ai-visibility-summary', 'ai-cited-sources', 'search-console'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export type ReportSection =
  | { kind: 'tracker-summary' | 'keyword-table' | 'ranking-chart' | 'visibility-chart' | 'search-console'; instanceId: string }
  | { kind: 'domain-traffic' | 'backlinks'; domain: string }
  | { kind: 'serp-analysis'; savedAnalysisId: string }
  | { kind: 'articles' }
  | { kind: 'ai-visibility-summary' | 'ai-cited-sources'; projectId: string }
  | { kind: 'note'; text: string };

/** The title each kind of section carries in every output. */
export const SECTION_TITLES: Record<SectionKind, string> = {
  'tracker-summary': 'Ranking summary',
  'keyword-table': 'Keyword rankings',
  'ranking-chart': 'Average rank over time',
  'visibility-chart': 'Visibility over time',
  'domain-traffic': 'Domain traffic',
  backlinks: 'Backlinks',
  'serp-analysis': 'SERP analysis',
  articles: 'Articles written',
  note: 'Note',
  'ai-visibility-summary': 'AI visibility summary',
  'ai-cited-sources': 'Sources cited in AI answers',
  'search-console': 'Search Console',
};

const MAX_NOTE_LENGTH = 5000;
const INSTANCE_KINDS: readonly SectionKind[] = ['tracker-summary', 'keyword-table', 'ranking-chart', 'visibility-chart', 'search-console'];

/** A subject's id: a section without one is told what to choose, not that "" is not an id. */
const chosenId = (missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .pipe(z.uuid({ error: `${label} must be an id.` }));

/**
 * A section as clients send it: the kind and the one field that kind reads (the others are ignored),
 * flat so that GraphQL and REST share it.
 */
export const reportSectionSchema = z
  .object(
    {
      kind: z.enum(SECTION_KINDS, { error: `Section kind must be one of ${SECTION_KINDS.join(', ')}.` }),
      instanceId: z.unknown().optional(),
      domain: z.unknown().optional(),
      savedAnalysisId: z.unknown().optional(),
      text: z.unknown().optional(),
      projectId: z.unknown().optional(),
    },
    { error: 'Each section must be an object with a kind.' },
  )
  .transform((section, context): ReportSection => {
    const field = <T>(schema: z.ZodType<T>, value: unknown): T => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid section.' });
      return z.NEVER;
    };
    const { kind } = section;
    if (INSTANCE_KINDS.includes(kind)) {
      const title = kind === 'search-console' ? SECTION_TITLES[kind] : SECTION_TITLES[kind].toLowerCase();
      const instanceId = chosenId(`Choose a tracking instance for the ${title} section.`, `The ${title} section’s tracking instance`);
      return { kind: kind as 'tracker-summary', instanceId: field(instanceId, section.instanceId) };
    }
    if (kind === 'domain-traffic' || kind === 'backlinks') return { kind, domain: field(domainField, section.domain) };
    if (kind === 'serp-analysis') {
      const savedAnalysisId = chosenId('Choose a saved SERP analysis for the SERP analysis section (save one in SEO Analysis first).', 'The SERP analysis section’s saved analysis');
      return { kind, savedAnalysisId: field(savedAnalysisId, section.savedAnalysisId) };
    }
    if (kind === 'ai-visibility-summary' || kind === 'ai-cited-sources') {
      const title = SECTION_TITLES[kind];
      const projectId = chosenId(`Choose an AI visibility project for the ${title} section.`, `The ${title} section’s project`);
      return { kind, projectId: field(projectId, section.projectId) };
    }
    if (kind === 'note') {
      const text = z.string({ error: 'A note needs text.' }).trim().min(1, 'A note needs text.').max(MAX_NOTE_LENGTH, `A note must be at most ${MAX_NOTE_LENGTH} characters.`);
      return { kind, text: field(text, section.text) };
    }
    return { kind: 'articles' };
  });

export const reportSectionsSchema = z
  .array(reportSectionSchema, { error: 'Sections must be a list.' })
  .min(1, 'Add at least one section.')
  .max(MAX_SECTIONS, `A report holds at most ${MAX_SECTIONS} sections.`)
  .refine((sections) => sections.filter((section) => section.kind === 'keyword-table').length <= MAX_KEYWORD_TABLES, `A report holds at most ${MAX_KEYWORD_TABLES} keyword ranking tables.`);
