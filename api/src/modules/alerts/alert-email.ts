import { escapeHtml } from '../../common/html-escape';
import type { SerpDevice } from '../seo/serp/serp-provider';
import type { AiVisibilityProject } from '../ai-visibility/ai-visibility-project.entity';
import type { TrackingInstance } from '../tracker/tracking-instance.entity';
import type { AlertRule } from './alert-rule.entity';
import type { NotificationSnapshot } from './notification-events';

/** Where the web app shows a keyword's history (on one device: the page reads `device`, desktop when absent). */
export function keywordHistoryPath(instanceId: string, keyword: string, device?: SerpDevice): string {
  return `/keyword-tracking/${instanceId}?keyword=${encodeURIComponent(keyword)}${device ? `&device=${device}` : ''}`;
}

/** One rule's new alerts of a run as an email: plain text and HTML, each with the unsubscribe link. */
export function alertEmail(input: { instance: TrackingInstance; rule: AlertRule; alerts: NotificationSnapshot[]; unsubscribeUrl: string; appUrl: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const { instance, rule, alerts, unsubscribeUrl, appUrl } = input;
  const subject = alerts.length === 1 ? `${instance.name}: ${alerts[0].title}` : `${instance.name}: ${alerts.length} keywords matched “${rule.description}”`;
  const lines = alerts.map((alert) => ({ title: alert.title, url: `${appUrl}${keywordHistoryPath(instance.id, alert.keyword, alert.device)}` }));
  const text = [
    `Alert rule “${rule.description}” on ${instance.name} (${instance.userDomain}):`,
    '',
    ...lines.map((line) => `- ${line.title}\n  ${line.url}`),
    '',
    `Stop these emails: ${unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>Alert rule “${escapeHtml(rule.description)}” on <strong>${escapeHtml(instance.name)}</strong> (${escapeHtml(instance.userDomain)}):</p>
<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.title)}</a></li>`).join('')}</ul>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a></p>`;
  return { subject, text, html };
}

/** Where the web app shows an AI visibility project. */
export function aiVisibilityProjectPath(projectId: string): string {
  return `/ai-visibility/${projectId}`;
}

/** One AI visibility rule's new alerts of a run as an email: plain text and HTML, each with the unsubscribe link. */
export function aiVisibilityAlertEmail(input: { project: Pick<AiVisibilityProject, 'id' | 'name'>; rule: AlertRule; alerts: NotificationSnapshot[]; unsubscribeUrl: string; appUrl: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const { project, rule, alerts, unsubscribeUrl, appUrl } = input;
  const subject = alerts.length === 1 ? `${project.name}: ${alerts[0].title}` : `${project.name}: ${alerts.length} alerts for “${rule.description}”`;
  const url = `${appUrl}${aiVisibilityProjectPath(project.id)}`;
  const text = [`Alert rule “${rule.description}” on AI visibility project ${project.name}:`, '', ...alerts.map((alert) => `- ${alert.title}`), '', `See the project: ${url}`, '', `Stop these emails: ${unsubscribeUrl}`].join('\n');
  const html = `<p>Alert rule “${escapeHtml(rule.description)}” on AI visibility project <strong>${escapeHtml(project.name)}</strong>:</p>
<ul>${alerts.map((alert) => `<li>${escapeHtml(alert.title)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(url)}">See the project</a></p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a></p>`;
  return { subject, text, html };
}
