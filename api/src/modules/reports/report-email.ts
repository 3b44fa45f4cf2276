import type { EmailAttachment, OutgoingEmail } from '../email/email-sender';
import { escapeHtml } from '../../common/html-escape';
import { textColorOn } from './brand-contrast';
import type { ReportBrand } from './report-brand';

/** The cid of the logo attached inline: mail clients show cid: images, many refuse data: ones. */
const LOGO_CID = 'report-logo';

/**
 * One recipient's report email in the report's brand (the kit's logo, name and colours): the PDF
 * attached, the delivery's share link, and a link (also in the RFC 8058 List-Unsubscribe headers)
 * that stops this report's emails to this recipient.
 */
export function reportEmail({ name, client, shareUrl, unsubscribeUrl, pdf, brand }: { name: string; client: string; shareUrl: string | null; unsubscribeUrl: string; pdf: Buffer; brand: ReportBrand }): Pick<OutgoingEmail, 'subject' | 'text' | 'html' | 'attachments' | 'headers'> {
  const subject = `${name} · ${client}`;
  const sender = brand.agencyName ?? 'Rankcraft';
  const logo = inlineLogo(brand.logoDataUri);
  const header =
    `<div style="background:${brand.primaryColor};color:${textColorOn(brand.primaryColor)};padding:12px 16px;font-weight:700">` +
    `${logo ? `<img src="cid:${LOGO_CID}" alt="" style="max-height:32px;vertical-align:middle;margin-right:8px">` : ''}${escapeHtml(sender)}</div>`;
  return {
    subject,
    text:
      `${sender}\n\nYour report "${name}" for ${client} is attached as a PDF.\n${shareUrl ? `\nRead it online: ${shareUrl}\n` : ''}` +
      `${brand.footerText ? `\n${brand.footerText}\n` : ''}\nTo stop receiving this report by email: ${unsubscribeUrl}\n`,
    html:
      `${header}<p>Your report <strong>${escapeHtml(name)}</strong> for ${escapeHtml(client)} is attached as a PDF.</p>` +
      `${shareUrl ? `<p><a href="${escapeHtml(shareUrl)}" style="color:${brand.accentColor}">Read it online</a></p>` : ''}` +
      `${brand.footerText ? `<p style="color:#64748b;font-size:12px">${escapeHtml(brand.footerText)}</p>` : ''}` +
      `<p style="color:#64748b;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Stop receiving this report by email</a></p>`,
    attachments: [
      { filename: `${subject.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'report'}.pdf`, contentType: 'application/pdf', content: pdf },
      ...(logo ? [logo] : []),
    ],
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The kit's logo (a base64 data: URI, as brand kits store it) as an inline attachment. */
function inlineLogo(dataUri: string | null): EmailAttachment | null {
  const match = dataUri ? /^data:(image\/(?:png|jpeg|webp));base64,(.+)$/.exec(dataUri) : null;
  if (!match) return null;
  const extension = match[1] === 'image/jpeg' ? 'jpg' : match[1].slice('image/'.length);
  return { filename: `logo.${extension}`, contentType: match[1], content: Buffer.from(match[2], 'base64'), contentId: LOGO_CID };
}
