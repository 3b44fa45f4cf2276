import { Field, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { MAX_TAG_LENGTH } from '../../../tracker/keyword-import';
import { AI_SURFACES, type AiSurface } from '../../../ai-visibility/engines/ai-answer-engine';
import { alertKindInfo, AlertKind, AlertSubject } from '../../alert-kinds';

export const MAX_ALERT_THRESHOLD = 100;

/** The rule as a client sends it; REST and GraphQL both parse it through this schema. */
export const createAlertRuleSchema = z
  .object({
    instanceId: z.string({ error: 'Tracking instance must be an id.' }).nullish(),
    projectId: z.string({ error: 'AI visibility project must be an id.' }).nullish(),
    surface: z.enum(AI_SURFACES, { error: `Surface must be one of: ${AI_SURFACES.join(', ')}.` }).nullish().transform((surface) => surface ?? null),
    kind: z.enum(AlertKind, { error: `Kind must be one of: ${Object.values(AlertKind).join(', ')}.` }),
    threshold: z
      .number({ error: 'Threshold must be a whole number.' })
      .int('Threshold must be a whole number.')
      .min(1, 'Threshold must be at least 1.')
      .max(MAX_ALERT_THRESHOLD, `Threshold must be at most ${MAX_ALERT_THRESHOLD}.`)
      .nullish(),
    tag: z
      .string({ error: 'The tag must be text.' })
      .transform((tag) => tag.trim().replace(/\s+/g, ' '))
      .pipe(z.string().max(MAX_TAG_LENGTH, `A tag must be at most ${MAX_TAG_LENGTH} characters.`))
      .nullish()
      .transform((tag) => tag || null),
    inbox: z.boolean({ error: 'inbox must be true or false.' }).default(true),
    email: z.boolean({ error: 'email must be true or false.' }).default(false),
  })
  .superRefine((rule, ctx) => {
    const { needsThreshold: needs, subject, defaultThreshold, needsSearchConsole } = alertKindInfo(rule.kind);
    if (subject === AlertSubject.tracking_instance && rule.projectId) ctx.addIssue({ code: 'custom', message: 'This kind of rule watches a tracking instance, not an AI visibility project.' });
    else if (subject === AlertSubject.tracking_instance && !rule.instanceId) ctx.addIssue({ code: 'custom', message: 'Tracking instance is required.' });
    if (subject === AlertSubject.ai_visibility_project && rule.instanceId) ctx.addIssue({ code: 'custom', message: 'This kind of rule watches an AI visibility project, not a tracking instance.' });
    else if (subject === AlertSubject.ai_visibility_project && !rule.projectId) ctx.addIssue({ code: 'custom', message: 'This kind of rule watches an AI visibility project: choose one.' });
    if (subject === AlertSubject.tracking_instance && rule.surface) ctx.addIssue({ code: 'custom', message: 'Only AI visibility rules take a surface.' });
    if (needsSearchConsole && rule.tag) ctx.addIssue({ code: 'custom', message: 'Search Console rules take no keyword tag.' });
    if (subject === AlertSubject.ai_visibility_project && rule.tag) ctx.addIssue({ code: 'custom', message: 'AI visibility rules take no keyword tag.' });
    if (needs && rule.threshold == null && defaultThreshold === undefined) ctx.addIssue({ code: 'custom', message: 'This kind of rule needs a threshold (a number of places or a top N).' });
    if (!needs && rule.threshold != null) ctx.addIssue({ code: 'custom', message: 'This kind of rule takes no threshold.' });
    if (!rule.inbox && !rule.email) ctx.addIssue({ code: 'custom', message: 'Pick at least one channel: inbox or email.' });
  });

@InputType()
export class CreateAlertRuleInput implements z.input<typeof createAlertRuleSchema> {
  @Field(() => ID, { nullable: true, description: 'The tracking instance watched (ranking kinds).' })
  instanceId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The AI visibility project watched (ai-* kinds).' })
  projectId?: string | null;

  @Field(() => String, { nullable: true, description: `AI visibility kinds: only this surface (${AI_SURFACES.join(', ')}); empty or absent: every surface.` })
  surface?: AiSurface | null;

  @Field(() => AlertKind)
  kind!: AlertKind;

  @Field(() => Int, { nullable: true, description: 'N places or top N; Search Console kinds: the clicks drop in % (default 30) or the places of disagreement (default 5).' })
  threshold?: number | null;

  @Field(() => String, { nullable: true, description: 'Watch only the keywords carrying this tag; empty or absent: every keyword.' })
  tag?: string | null;

  @Field({ nullable: true, defaultValue: true })
  inbox?: boolean;

  @Field({ nullable: true, defaultValue: false })
  email?: boolean;
}
