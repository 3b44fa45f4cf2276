import { escapeHtml } from '../../common/html-escape';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { onDevice } from './alert-devices';
import { keywordHistoryPath } from './alert-email';
import type { DigestPeriod, SendingFrequency } from './digest-periods';

/** One keyword's own position on one device at the start and the end of the period (0: not found within the checked results). */
export interface DigestMove {
  keyword: string;
  device: SerpDevice;
  before: number;
  after: number;
}

/** What a digest says about one instance. */
export interface InstanceDigest {
  instanceId: string;
  name: string;
  userDomain: string;
  /** The instance tracks desktop and mobile: each mover says its device. */
  bothDevices: boolean;
  up: DigestMove[];
  down: DigestMove[];
  lost: DigestMove[];
  new: DigestMove[];
  /** Own visibility (%) at the end of the period and its change over it; null without runs. */
  visibility: number | null;
  visibilityChange: number | null;
  /** The click-through rates visibility weighs positions with, when they are the site's own (ctr-curve.ts note); null on the default curve. */
  ownCtrNote: string | null;
}

/** Movers listed per section at most; the rest are counted. */
export const MOVERS_PER_SECTION = 10;

const SECTIONS = [
  { key: 'up', title: 'Moved up' },
  { key: 'down', title: 'Moved down' },
  { key: 'lost', title: 'Lost' },
  { key: 'new', title: 'New' },
] as const;

const place = (position: number) => (position > 0 ? `#${position}` : 'not found');
const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

function visibilityLine(instance: InstanceDigest): string {
  if (instance.visibility === null) return 'Visibility: no run yet';
  const line = `Visibility: ${instance.visibility.toFixed(1)}%${instance.visibilityChange === null ? '' : ` (${signed(instance.visibilityChange)} points)`}`;
  return instance.ownCtrNote ? `${line}. ${instance.ownCtrNote}` : line;
}

/** The digest email: per instance its movers (up, down, lost, new), its visibility change and links; plain text and HTML, with the unsubscribe link. */
export function digestEmail(input: { frequency: SendingFrequency; period: DigestPeriod; instances: InstanceDigest[]; appUrl: string; unsubscribeUrl: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const { frequency, period, instances, appUrl, unsubscribeUrl } = input;
  const label = frequency === 'daily' ? 'Daily' : 'Weekly';
  const span = frequency === 'daily' ? day(period.start) : `${day(period.start)} to ${day(new Date(period.end.getTime() - 1))}`;
  const subject = `${label} ranking digest: ${span}`;
  const link = (path: string) => `${appUrl}${path}`;

  const text: string[] = [`Your ${label.toLowerCase()} ranking digest for ${span} (UTC).`, ''];
  const html: string[] = [`<p>Your ${label.toLowerCase()} ranking digest for ${escapeHtml(span)} (UTC).</p>`];
  for (const instance of instances) {
    const instanceUrl = link(`/keyword-tracking/${instance.instanceId}`);
    text.push(`${instance.name} (${instance.userDomain})`, instanceUrl, visibilityLine(instance));
    html.push(`<h2 style="font-size:16px;margin:24px 0 4px"><a href="${escapeHtml(instanceUrl)}">${escapeHtml(instance.name)}</a> (${escapeHtml(instance.userDomain)})</h2>`, `<p style="margin:0 0 8px">${escapeHtml(visibilityLine(instance))}</p>`);
    const quiet = SECTIONS.every(({ key }) => instance[key].length === 0);
    if (quiet) {
      text.push('No keyword moved.');
      html.push('<p>No keyword moved.</p>');
    }
    for (const { key, title } of SECTIONS) {
      const moves = instance[key];
      if (moves.length === 0) continue;
      const shown = moves.slice(0, MOVERS_PER_SECTION);
      const more = moves.length - shown.length;
      const lines = shown.map((move) => ({
        label: `${move.keyword}${onDevice(move.device, instance.bothDevices)}: ${place(move.before)} → ${place(move.after)}`,
        url: link(keywordHistoryPath(instance.instanceId, move.keyword, move.device)),
      }));
      text.push(`${title} (${moves.length}):`, ...lines.map((line) => `- ${line.label}\n  ${line.url}`), ...(more > 0 ? [`  and ${more} more`] : []));
      html.push(
        `<h3 style="font-size:14px;margin:12px 0 4px">${title} (${moves.length})</h3>`,
        `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.label)}</a></li>`).join('')}${more > 0 ? `<li>and ${more} more</li>` : ''}</ul>`,
      );
    }
    text.push('');
  }
  text.push(`Stop these digests: ${unsubscribeUrl}`);
  html.push(`<p style="font-size:12px;color:#666;margin-top:24px"><a href="${escapeHtml(unsubscribeUrl)}">Stop these digests</a></p>`);
  return { subject, text: text.join('\n'), html: html.join('\n') };
}
