import type { OutgoingEmail } from '../email/email-sender';
import { escapeHtml } from '../../common/html-escape';

/**
 * One recipient's report email: the PDF attached, the delivery's share link, and a link (also in the
 * RFC 8058 List-Unsubscribe headers) that stops this report's emails to this recipient.
 */
export function reportEmail({ name, client, shareUrl, unsubscribeUrl, pdf }: { name: string; client: string; shareUrl: string | null; unsubscribeUrl: string; pdf: Buffer }): Pick<OutgoingEmail, 'subject' | 'text' | 'html' | 'attachments' | 'headers'> {
  const subject = `${name} · ${client}`;
  return {
    subject,
    text:
      `Your report "${name}" for ${client} is attached as a PDF.\n${shareUrl ? `\nRead it online: ${shareUrl}\n` : ''}` +
      `\nTo stop receiving this report by email: ${unsubscribeUrl}\n`,
    html:
      `<p>Your report <strong>${escapeHtml(name)}</strong> for ${escapeHtml(client)} is attached as a PDF.</p>${shareUrl ? `<p><a href="${escapeHtml(shareUrl)}">Read it online</a></p>` : ''}` +
      `<p style="color:#64748b;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Stop receiving this report by email</a></p>`,
    attachments: [{ filename: `${subject.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'report'}.pdf`, contentType: 'application/pdf', content: pdf }],
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
