import { escapeHtml } from '../../common/html-escape';
import type { ReportDocument } from './report-document';
import type { ReportBrand } from './report-brand';

/**
 * A report's cover: the kit's logo and name, the report's name, the client and the period. In the PDF
 * it fills the first page; on the share page it heads the report. The title is no heading: the
 * report's header below keeps the page's one h1.
 */
export function coverHtml(document: ReportDocument, brand: ReportBrand, period: string): string {
  const logo = brand.logoDataUri ? `<img class="cover-logo" src="${escapeHtml(brand.logoDataUri)}" alt="">` : '';
  return `<section class="cover" aria-label="Cover page">
  <div class="cover-brand">${logo}<span>${escapeHtml(brand.agencyName ?? 'Rankcraft')}</span></div>
  <p class="cover-title">${escapeHtml(document.name)}</p>
  <p class="cover-client">Prepared for <strong>${escapeHtml(document.client)}</strong></p>
  <p class="cover-period">${escapeHtml(document.rangeLabel)} · ${escapeHtml(period)}</p>
</section>`;
}

export function coverStyles(brand: ReportBrand, headerText: string): string {
  return `
.cover{display:flex;flex-direction:column;justify-content:center;gap:14px;min-height:60vh;padding:48px 28px;background:${brand.primaryColor};color:${headerText};border-bottom:6px solid ${brand.accentColor};break-after:page}
.cover-brand{display:flex;align-items:center;gap:14px;font-size:18px;font-weight:700}
.cover-logo{max-height:80px;max-width:240px}
.cover-title{margin:0;font-size:34px;font-weight:700;line-height:1.2;overflow-wrap:anywhere}
.cover-client{margin:0;font-size:18px;overflow-wrap:anywhere}
.cover-period{margin:0;font-size:14px}
@media print{.cover{min-height:250mm}}
`;
}
