import { textColorOn } from './brand-contrast';
import type { ReportBrand } from './report-brand';
import { lineChartSvg } from './report-chart';
import { coverHtml, coverStyles } from './report-cover';
import type { AiBrandRow, Compared, RateFigure, ReportDocument, SectionData, Table } from './report-document';
import { escapeHtml } from '../../common/html-escape';
import { MAX_REPORT_ROWS, MAX_TABLE_ROWS, tableCutNote } from './report-limits';

/**
 * The one HTML of a report: the web view and share page show it, Chromium prints it to PDF. Self-contained
 * (inline CSS, SVG charts, the logo as a data: URI), with no script.
 */
export function renderReportHtml(document: ReportDocument, brand: ReportBrand, options: { noindex?: boolean; coverPage?: boolean } = {}): string {
  const period = `${document.period.start.slice(0, 10)} – ${document.period.end.slice(0, 10)}`;
  const previous = `${document.period.previousStart.slice(0, 10)} – ${document.period.previousEnd.slice(0, 10)}`;
  const headerText = textColorOn(brand.primaryColor);
  const title = `${document.name} · ${document.client}`;
  // The report's tables share one budget of rows, spent in the order they appear (see report-limits).
  let rowsLeft = MAX_REPORT_ROWS;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${options.noindex ? '<meta name="robots" content="noindex, nofollow">\n' : ''}<title>${escapeHtml(title)}</title>
<style>${styles(brand, headerText)}${options.coverPage ? coverStyles(brand, headerText) : ''}</style>
</head>
<body>
${options.coverPage ? coverHtml(document, brand, period) : ''}
<header class="report-header">
  <div class="brand">${brand.logoDataUri ? `<img class="logo" src="${escapeHtml(brand.logoDataUri)}" alt="">` : ''}<span class="agency">${escapeHtml(brand.agencyName ?? 'Rankcraft')}</span></div>
  <h1>${escapeHtml(document.name)}</h1>
  <p class="meta">Prepared for <strong>${escapeHtml(document.client)}</strong> · ${escapeHtml(document.rangeLabel)} (${period}) · compared with ${previous}</p>
</header>
${document.sandbox ? '<p class="sandbox">SANDBOX: some of this data is generated for testing, not real.</p>' : ''}
<main>
${document.sections.map(renderSection).join('\n')}
</main>
<footer class="report-footer">
  ${brand.footerText ? `<p>${escapeHtml(brand.footerText)}</p>` : ''}
  <p class="built">Built ${escapeHtml(document.builtAt.slice(0, 16).replace('T', ' '))} UTC${brand.showRankcraftBranding ? ' · Made with Rankcraft' : ''}</p>
</footer>
</body>
</html>`;

  function renderSection(section: SectionData): string {
    const heading = `<h2>${escapeHtml(section.title)}</h2>${section.subtitle ? `<p class="subtitle">${escapeHtml(section.subtitle)}</p>` : ''}`;
    return `<section class="section section-${section.kind}">${heading}${body(section)}</section>`;
  }

  function body(section: SectionData): string {
    if ('unavailable' in section) return `<p class="empty">${escapeHtml(section.unavailable)}</p>`;
    switch (section.kind) {
      case 'tracker-summary':
        return `${tableHtml({
          columns: ['Company', 'Visibility', 'Before', ...(section.shareOfVoiceNote ? ['Share of voice', 'Before'] : []), 'Average rank', 'Before'],
          rows: section.companies.map((company) => [
            company.own ? `${company.name} (you)` : company.name,
            ...comparedCells(company.visibility, '%'),
            ...(section.shareOfVoiceNote ? comparedCells(company.shareOfVoice ?? { current: null, previous: null }, '%') : []),
            ...comparedCells(company.averageRank, ''),
          ]),
        })}${[section.shareOfVoiceNote, section.ctrCurveNote].map((note) => (note ? `<p class="caption">${escapeHtml(note)}</p>` : '')).join('')}<h3>Biggest movers</h3>${section.movers.rows.length ? tableHtml(section.movers) : '<p class="empty">No keyword moved since the check before.</p>'}`;
      case 'ranking-chart':
      case 'visibility-chart':
        return `${lineChartSvg(section.series, { start: new Date(document.period.start), end: new Date(document.period.end), invert: section.invert, accentColor: brand.accentColor, unit: section.unit })}${
          section.note ? `<p class="caption">${escapeHtml(section.note)}</p>` : ''
        }`;
      case 'ai-visibility-summary':
        if (section.empty) return `<p class="empty">${escapeHtml(section.empty)}</p>`;
        return `${tableHtml({
          columns: ['Brand', 'Mention rate (95% interval)', 'Answers (n)', 'Run before', 'Change', 'Citation rate (95% interval)', 'Share of voice'],
          rows: section.brands.map((brand) => [
            brand.own ? `${brand.name} (you)` : brand.name,
            rateText(brand.mentionRate),
            brand.mentionRate.n,
            brand.previousMentionRate === null ? '–' : percentText(brand.previousMentionRate),
            changeOfRate(brand),
            rateText(brand.citationRate),
            brand.shareOfVoice === null ? '–' : percentText(brand.shareOfVoice),
          ]),
        })}<p class="caption">${escapeHtml(AI_SUMMARY_NOTE)}</p><h3>Mention rate over the period</h3>${lineChartSvg(section.series, {
          start: new Date(document.period.start),
          end: new Date(document.period.end),
          invert: false,
          accentColor: brand.accentColor,
          unit: 'mention rate %',
        })}`;
      case 'ai-cited-sources':
        if (section.empty) return `<p class="empty">${escapeHtml(section.empty)}</p>`;
        return [
          ['Top cited domains', section.domains, 'No answer cited a source.'],
          ['Top cited pages', section.pages, 'No answer cited a page.'],
          ['Source opportunities', section.opportunities, 'No third-party source cites competitors without you.'],
        ]
          .map(([heading, table, none]) => `<h3>${escapeHtml(heading as string)}</h3>${(table as Table).rows.length ? limitedTableHtml(table as Table) : `<p class="empty">${escapeHtml(none as string)}</p>`}`)
          .join('');
      case 'search-console': {
        if (section.empty || !section.totals) return `<p class="empty">${escapeHtml(section.empty ?? 'No Search Console data for this period')}</p>`;
        const { totals } = section;
        const chart = (series: typeof section.clicks, unit: string) =>
          lineChartSvg(series, { start: new Date(document.period.start), end: new Date(document.period.end), invert: false, accentColor: brand.accentColor, unit });
        return `${tableHtml({
          columns: ['', 'This period', 'Previous period', 'Change'],
          rows: [
            ['Clicks', totals.clicks.current, totals.clicks.previous ?? '–', changeText(totals.clicks, false)],
            ['Impressions', totals.impressions.current, totals.impressions.previous ?? '–', changeText(totals.impressions, false)],
            ['CTR', ctrText(totals.ctr.current), ctrText(totals.ctr.previous), totals.ctr.current !== null && totals.ctr.previous !== null ? `${signed(Math.round((totals.ctr.current - totals.ctr.previous) * 1000) / 10)} pts` : '–'],
            ['Average position', totals.position.current ?? '–', totals.position.previous ?? '–', changeText(totals.position, true)],
          ],
        })}<p class="caption">${escapeHtml(SEARCH_CONSOLE_NOTE)}</p><h3>Clicks per day</h3>${chart(section.clicks, 'clicks')}<h3>Impressions per day</h3>${chart(section.impressions, 'impressions')}${[
          ['Top queries', section.queries, 'No query had impressions in this period.'],
          ['Top pages', section.pages, 'No page had impressions in this period.'],
        ]
          .map(([heading, table, none]) => `<h3>${escapeHtml(heading as string)}</h3>${(table as Table).rows.length ? limitedTableHtml(table as Table) : `<p class="empty">${escapeHtml(none as string)}</p>`}`)
          .join('')}`;
      }
      case 'note':
        return section.text
          .split(/\n{2,}/)
          .map((paragraph) => `<p class="note">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
          .join('');
      default:
        return section.table.rows.length ? limitedTableHtml(section.table) : '<p class="empty">Nothing in this period.</p>';
    }
  }

  /** A table cut to its share of the rows (data can grow after a report is saved), saying so above it. */
  function limitedTableHtml(table: Table): string {
    const shown = Math.min(table.rows.length, MAX_TABLE_ROWS, rowsLeft);
    rowsLeft -= shown;
    if (shown === table.rows.length) return tableHtml(table);
    const note = `<p class="caption table-cut">${escapeHtml(tableCutNote(shown, table.rows.length))}</p>`;
    return shown > 0 ? `${note}${tableHtml({ ...table, rows: table.rows.slice(0, shown) })}` : note;
  }
}

const AI_SUMMARY_NOTE =
  'Rates are over the answers that were checked; samples not checked are left out, never counted as “not mentioned”. A change from the run before is called one only when a two-proportion test gives p < 0.05. The band on the chart is the 95% interval.';

const SEARCH_CONSOLE_NOTE =
  'From the site’s own Search Console: clicks and impressions of its queries (anonymised queries left out), against the period of the same length before. Position is the impressions-weighted average; lower is better. The second line is the previous period drawn over this one.';

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** The change of a Search Console figure in words: a percentage of clicks or impressions, places of position (up is better). */
function changeText(figure: Compared, position: boolean): string {
  if (figure.current === null || figure.previous === null) return '–';
  if (position) {
    const places = Math.round((figure.previous - figure.current) * 10) / 10;
    return places === 0 ? 'same' : places > 0 ? `▲ ${places}` : `▼ ${-places}`;
  }
  if (figure.previous === 0) return figure.current === 0 ? 'same' : 'new';
  return `${signed(Math.round(((figure.current - figure.previous) / figure.previous) * 1000) / 10)}%`;
}

function ctrText(ctr: number | null): string {
  return ctr === null ? '–' : `${Math.round(ctr * 1000) / 10}%`;
}

function percentText(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function rateText(rate: RateFigure): string {
  return rate.value === null || rate.low === null || rate.high === null ? '–' : `${percentText(rate.value)} (${percentText(rate.low)}–${percentText(rate.high)})`;
}

function changeOfRate(brand: AiBrandRow): string {
  if (brand.previousMentionRate === null || brand.mentionRate.value === null) return '–';
  if (!brand.changed || brand.pValue === null) return 'No significant change';
  const p = brand.pValue < 0.001 ? 'p < 0.001' : `p = ${brand.pValue.toFixed(3)}`;
  return `${brand.mentionRate.value > brand.previousMentionRate ? '▲ Up' : '▼ Down'} (${p})`;
}

function comparedCells(value: Compared, suffix: string): string[] {
  const text = (figure: number | null) => (figure === null ? '–' : `${Number.isInteger(figure) ? figure : figure.toFixed(1)}${suffix}`);
  return [text(value.current), text(value.previous)];
}

function tableHtml(table: Table): string {
  const head = table.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const rows = table.rows.map((row) => `<tr>${row.map((cell) => `<td${typeof cell === 'number' ? ' class="number"' : ''}>${escapeHtml(typeof cell === 'number' ? cell.toLocaleString('en-US') : cell)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function styles(brand: ReportBrand, headerText: string): string {
  return `
*{box-sizing:border-box}
body{margin:0;font-family:"Liberation Sans",Arial,Helvetica,sans-serif;color:#111827;font-size:12px;line-height:1.45;background:#fff}
.report-header{background:${brand.primaryColor};color:${headerText};padding:20px 28px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:14px}
.logo{max-height:40px;max-width:160px}
h1{margin:10px 0 4px;font-size:24px}
.meta{margin:0;font-size:12px}
.sandbox{margin:12px 28px 0;padding:6px 10px;border:1px solid #b45309;color:#92400e;background:#fffbeb;font-weight:700}
main{padding:4px 28px 8px}
.section{margin-top:18px}
h2{color:${brand.accentColor};font-size:17px;margin:0 0 2px;break-after:avoid}
h3{font-size:13px;margin:12px 0 4px}
.subtitle{margin:0 0 8px;color:#4b5563}
table{width:100%;border-collapse:collapse;font-size:11px}
th{text-align:left;border-bottom:2px solid ${brand.primaryColor};padding:4px 6px}
td{border-bottom:1px solid #e5e7eb;padding:3px 6px;overflow-wrap:anywhere}
td.number{text-align:right}
tr{break-inside:avoid}
.chart{display:block;max-width:680px;break-inside:avoid}
.legend{display:flex;flex-wrap:wrap;gap:4px 14px;margin-top:4px;font-size:11px}
.legend-item{display:inline-flex;align-items:center;gap:4px}
.swatch{display:inline-block;width:10px;height:10px;border-radius:2px}
.empty{color:#4b5563;font-style:italic}
.caption{color:#4b5563;font-size:11px;margin:4px 0 0}
.table-cut{margin:0 0 6px;font-weight:700}
.note{white-space:normal;margin:0 0 8px}
.report-footer{border-top:1px solid #e5e7eb;margin:16px 28px 0;padding:8px 0;color:#4b5563;font-size:10px}
.report-footer p{margin:0 0 2px}
@media (max-width:600px){.report-header,main{padding-left:14px;padding-right:14px}.report-footer{margin:16px 14px 0}table{display:block;overflow-x:auto}}
.section-ranking-chart,.section-visibility-chart,.section-note,.section-tracker-summary,.section-ai-visibility-summary{break-inside:avoid}
`;
}
