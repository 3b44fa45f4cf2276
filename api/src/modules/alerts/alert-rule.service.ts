import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, messages } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { payerOf, requireUser, workspaceOf } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import type { User } from '../auth/user.entity';
import { getPlanOrThrow } from '../plans/plans';
import { findInstanceOfOrFail } from '../tracker/tracking-instance-access';
import { findWorkableProjectOrFail } from '../ai-visibility/ai-visibility-project-access';
import { alertKindInfo, isSearchConsoleAlertKind, type AlertKind } from './alert-kinds';
import { searchConsoleDefaultThreshold } from './search-console-alert-kinds';
import type { TrackingInstance } from '../tracker/tracking-instance.entity';
import { AlertRule } from './alert-rule.entity';
import { createAlertRuleSchema } from './dto/inputs/create-alert-rule.input';
import type { UnsubscribeLinks } from './unsubscribe-links';
import { alertsMessages } from './alerts.messages';

/** Rules per instance (or AI visibility project) at most: each is evaluated on every keyword of every run. */
export const MAX_RULES_PER_INSTANCE = 20;

/** The alert rules of the viewer's tracking instances and AI visibility projects. */
export class AlertRuleService {
  constructor(
    private readonly em: EntityManager,
    private readonly links: UnsubscribeLinks,
  ) {}

  async list(viewer: Viewer, instanceId: string): Promise<AlertRule[]> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    return this.em.find(AlertRule, { instanceId: instance.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The alert rules of one of the viewer's workspace's AI visibility projects. */
  async listForProject(viewer: Viewer, projectId: string): Promise<AlertRule[]> {
    const project = await findWorkableProjectOrFail(this.em, requireUser(viewer), projectId);
    return this.em.find(AlertRule, { projectId: project.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async create(viewer: Viewer, input: UntrustedInput<typeof createAlertRuleSchema>): Promise<AlertRule> {
    const user = requireUser(viewer);
    assertPlanIncludesAlerts(payerOf(user));
    const fields = parseInput(createAlertRuleSchema, input);
    // The schema has checked the kind's subject is given.
    const instance = fields.projectId ? null : await findInstanceOfOrFail(this.em, user, fields.instanceId ?? '');
    const subject = instance ? { instanceId: instance.id, projectId: null } : { projectId: (await findWorkableProjectOrFail(this.em, user, fields.projectId ?? '')).id, instanceId: null };
    if (subject.instanceId && alertKindInfo(fields.kind).needsSearchConsole && !(await this.searchConsoleLinked(subject.instanceId))) {
      throw new AppError('BAD_USER_INPUT', alertsMessages.searchConsoleNotLinked);
    }
    if ((await this.em.count(AlertRule, subject.projectId ? { projectId: subject.projectId } : { instanceId: subject.instanceId })) >= MAX_RULES_PER_INSTANCE) {
      throw new AppError('BAD_USER_INPUT', alertsMessages.tooManyRules(MAX_RULES_PER_INSTANCE));
    }
    const rule = this.em.create(AlertRule, { ownerId: user.id, workspaceId: workspaceOf(user), ...subject, surface: fields.surface, kind: fields.kind, threshold: fields.threshold ?? this.defaultThreshold(fields.kind, instance), tag: fields.tag, inbox: fields.inbox, email: fields.email });
    await this.em.flush();
    return rule;
  }

  /** The threshold a rule takes when none is given: a Search Console rule's may depend on the instance's settings. */
  private defaultThreshold(kind: AlertKind, instance: TrackingInstance | null): number | null {
    if (instance && isSearchConsoleAlertKind(kind)) return searchConsoleDefaultThreshold(kind, instance);
    return alertKindInfo(kind).defaultThreshold ?? null;
  }

  /** Whether one of the viewer's instances has a Search Console property linked: its Search Console kinds are offered then. */
  async instanceSearchConsoleLinked(viewer: Viewer, instanceId: string): Promise<boolean> {
    const instance = await findInstanceOfOrFail(this.em, requireUser(viewer), instanceId);
    return this.searchConsoleLinked(instance.id);
  }

  private async searchConsoleLinked(instanceId: string): Promise<boolean> {
    const [row] = await this.em.execute<{ linked: number | string }[]>('select count(*) as linked from search_console_links where instance_id = ?', [instanceId]);
    return Number(row?.linked ?? 0) > 0;
  }

  async delete(viewer: Viewer, ruleId: string): Promise<boolean> {
    const rule = await this.ownRuleOrFail(requireUser(viewer), ruleId);
    await this.em.remove(rule).flush();
    return true;
  }

  /** Whether an unsubscribe link names a rule (signed here, not deleted), without changing it: what its confirmation page needs. */
  async unsubscribeLinkValid(token: string): Promise<boolean> {
    const ruleId = this.links.ruleOf(token);
    return !!ruleId && isUuid(ruleId) && (await this.em.count(AlertRule, { id: ruleId })) > 0;
  }

  /** Turns off the email of the rule an unsubscribe link names, without signing in. False for a link not signed here or a deleted rule. */
  async unsubscribe(token: string): Promise<boolean> {
    const ruleId = this.links.ruleOf(token);
    if (!ruleId || !isUuid(ruleId)) return false;
    const updated = await this.em.nativeUpdate(AlertRule, { id: ruleId }, { email: false });
    return updated > 0;
  }

  private async ownRuleOrFail(user: User, ruleId: string): Promise<AlertRule> {
    const rule = isUuid(ruleId) ? await this.em.findOne(AlertRule, { id: ruleId, workspaceId: workspaceOf(user) }) : null;
    if (!rule) throw new AppError('NOT_FOUND', messages.notFound);
    return rule;
  }
}

export function assertPlanIncludesAlerts(user: User): void {
  if (!user.isAdmin && !getPlanOrThrow(user.planId).limits.alerts) throw new AppError('FORBIDDEN', alertsMessages.notInPlan);
}
