import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { alertKindInfo, AlertKind } from './alert-kinds';
import { AlertRule } from './alert-rule.entity';
import { DigestFrequency } from './digest-periods';
import { CreateAlertRuleInput } from './dto/inputs/create-alert-rule.input';
import { SetInstanceDigestInput } from './dto/inputs/set-instance-digest.input';
import { DigestPreviewOutput, toDigestPreviewOutput } from './dto/outputs/digest-preview.output';
import { AlertKindInfoOutput } from './dto/outputs/alert-kind-info.output';
import { NotificationListOutput } from './dto/outputs/notification-list.output';
import type { NotificationSnapshot } from './notification-events';
import { Notification } from './notification.entity';

@Resolver()
export class AlertsResolver {
  @Query(() => [AlertKindInfoOutput], { description: 'Every kind of alert rule.' })
  alertKinds(): AlertKindInfoOutput[] {
    return Object.values(AlertKind).map((kind) => ({ kind, ...alertKindInfo(kind) }));
  }

  @Query(() => [AlertRule], { description: 'The alert rules of one of your tracking instances.' })
  alertRules(@Arg('instanceId', () => ID) instanceId: string, @Ctx() { services, viewer }: RequestContext): Promise<AlertRule[]> {
    return services.alertRules.list(viewer, instanceId);
  }

  @Query(() => Boolean, { description: 'Whether one of your tracking instances has a Search Console property linked (its Search Console alert kinds are offered then).' })
  alertRulesSearchConsoleLinked(@Arg('instanceId', () => ID) instanceId: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.alertRules.instanceSearchConsoleLinked(viewer, instanceId);
  }

  @Query(() => [AlertRule], { description: 'The alert rules of one of your AI visibility projects.' })
  aiVisibilityAlertRules(@Arg('projectId', () => ID) projectId: string, @Ctx() { services, viewer }: RequestContext): Promise<AlertRule[]> {
    return services.alertRules.listForProject(viewer, projectId);
  }

  @Mutation(() => AlertRule, { description: 'Adds an alert rule to a tracking instance (instanceId) or, for the ai-* kinds, an AI visibility project (projectId).' })
  createAlertRule(@Arg('input') input: CreateAlertRuleInput, @Ctx() { services, viewer }: RequestContext): Promise<AlertRule> {
    return services.alertRules.create(viewer, input);
  }

  @Mutation(() => Boolean)
  deleteAlertRule(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.alertRules.delete(viewer, id);
  }

  @Query(() => DigestFrequency, { description: 'How often one of your tracking instances’ movers are emailed to you (OFF by default).' })
  instanceDigest(@Arg('instanceId', () => ID) instanceId: string, @Ctx() { services, viewer }: RequestContext): Promise<DigestFrequency> {
    return services.digests.frequencyOf(viewer, instanceId);
  }

  @Mutation(() => DigestFrequency, { description: 'Turns an instance’s digest email on (daily or weekly) or off.' })
  setInstanceDigest(@Arg('input') input: SetInstanceDigestInput, @Ctx() { services, viewer }: RequestContext): Promise<DigestFrequency> {
    return services.digests.setFrequency(viewer, input);
  }

  @Query(() => DigestPreviewOutput, { description: 'The digest this instance is on, over the period under way so far, rendered as it would be sent now; sends nothing.' })
  async digestPreview(@Arg('instanceId', () => ID) instanceId: string, @Ctx() { services, viewer }: RequestContext): Promise<DigestPreviewOutput> {
    return toDigestPreviewOutput(await services.digestPreviews.preview(viewer, instanceId));
  }

  @Mutation(() => DigestPreviewOutput, { description: 'Emails the digest this instance is on, over the period under way so far, now; the scheduled digest still goes out when the period ends.' })
  async sendDigestNow(@Arg('instanceId', () => ID) instanceId: string, @Ctx() { services, viewer }: RequestContext): Promise<DigestPreviewOutput> {
    return toDigestPreviewOutput(await services.digestPreviews.sendNow(viewer, instanceId));
  }

  @Query(() => NotificationListOutput, { description: 'Your inbox: alerts, newest first.' })
  async notifications(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('unreadOnly', () => Boolean, { nullable: true }) unreadOnly: boolean | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<NotificationListOutput> {
    return { items: await services.notifications.list(viewer, { limit, unreadOnly }), unreadCount: await services.notifications.unreadCount(viewer) };
  }

  @Query(() => Int)
  unreadNotificationCount(@Ctx() { services, viewer }: RequestContext): Promise<number> {
    return services.notifications.unreadCount(viewer);
  }

  @Mutation(() => Notification)
  markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<Notification> {
    return services.notifications.markRead(viewer, id);
  }

  @Mutation(() => Int, { description: 'Marks every alert read; answers how many were unread.' })
  markAllNotificationsRead(@Ctx() { services, viewer }: RequestContext): Promise<number> {
    return services.notifications.markAllRead(viewer);
  }

  @Subscription(() => Notification, {
    description: 'Your new alerts, as they arrive.',
    subscribe: ({ context }: SubscribeResolverData<unknown, unknown, RequestContext>) =>
      context.services.workspaces.whileMember(context.viewer, context.services.notifications.follow(context.viewer, context.deps.notificationEvents)),
  })
  notificationAdded(@Root() notification: NotificationSnapshot): NotificationSnapshot {
    return notification;
  }
}
