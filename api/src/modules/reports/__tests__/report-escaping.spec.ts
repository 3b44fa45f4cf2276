import { reportEmail } from '../report-email';
import { RANKCRAFT_BRAND } from '../report-brand';
import { renderReportHtml } from '../report-html';

/** What a user may type into a name: markup, both quotes and an ampersand. */
const HOSTILE = `<script>alert("x")</script> Tom & Jerry's`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s';

describe('report pages and emails escape what users typed', () => {
  it('escapes the report, client, brand, note and table cells in the report page', () => {
    const html = renderReportHtml(
      {
        name: HOSTILE,
        client: HOSTILE,
        rangeLabel: 'Last 7 days',
        period: { start: '2026-11-18T00:00:00Z', end: '2026-11-24T12:00:00Z', previousStart: '2026-11-11T00:00:00Z', previousEnd: '2026-11-18T00:00:00Z' },
        builtAt: '2026-11-24T12:00:00Z',
        sandbox: false,
        sections: [
          { kind: 'note', title: HOSTILE, subtitle: HOSTILE, text: HOSTILE },
          { kind: 'keyword-table', title: 'Keywords', subtitle: '', table: { columns: [HOSTILE], rows: [[HOSTILE]] } },
        ],
      },
      { ...RANKCRAFT_BRAND, agencyName: HOSTILE, footerText: HOSTILE },
      { coverPage: true },
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<p class="cover-title">${ESCAPED}</p>`);
    expect(html).toContain(`<title>${ESCAPED}`);
    expect(html).toContain(`<strong>${ESCAPED}</strong>`);
    expect(html).toContain(`<span class="agency">${ESCAPED}</span>`);
    expect(html).toContain(`<th>${ESCAPED}</th>`);
    expect(html).toContain(`<td>${ESCAPED}</td>`);
  });

  it('escapes brand names, sources and pages in the AI visibility sections', () => {
    const rate = { value: 0.5, low: 0.2, high: 0.8, n: 6 };
    const html = renderReportHtml(
      {
        name: 'AI',
        client: 'Client',
        rangeLabel: 'Last 7 days',
        period: { start: '2026-11-18T00:00:00Z', end: '2026-11-24T12:00:00Z', previousStart: '2026-11-11T00:00:00Z', previousEnd: '2026-11-18T00:00:00Z' },
        builtAt: '2026-11-24T12:00:00Z',
        sandbox: false,
        sections: [
          {
            kind: 'ai-visibility-summary',
            title: 'AI visibility summary',
            subtitle: HOSTILE,
            brands: [{ name: HOSTILE, own: true, mentionRate: rate, previousMentionRate: 0.9, changed: true, pValue: 0.012, citationRate: rate, shareOfVoice: 0.4 }],
            series: [{ label: HOSTILE, own: true, points: [{ at: '2026-11-20T00:00:00Z', value: 50, low: 20, high: 80 }] }],
          },
          { kind: 'ai-cited-sources', title: 'Sources', subtitle: '', domains: { columns: ['Domain'], rows: [[HOSTILE]] }, pages: { columns: ['Page'], rows: [] }, opportunities: { columns: ['Domain'], rows: [] } },
        ],
      },
      RANKCRAFT_BRAND,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<td>${ESCAPED} (you)</td>`);
    expect(html).toContain('<td>50% (20%–80%)</td>');
    expect(html).toContain('<td>▼ Down (p = 0.012)</td>');
    expect(html).toContain(`<td>${ESCAPED}</td>`);
    expect(html).toContain('No answer cited a page.');
  });

  it('escapes queries, pages and the property in the Search Console section (their text comes from the site’s searchers)', () => {
    const compared = (current: number, previous: number) => ({ current, previous });
    const html = renderReportHtml(
      {
        name: 'Search',
        client: 'Client',
        rangeLabel: 'Last 7 days',
        period: { start: '2026-11-18T00:00:00Z', end: '2026-11-24T12:00:00Z', previousStart: '2026-11-11T00:00:00Z', previousEnd: '2026-11-18T00:00:00Z' },
        builtAt: '2026-11-24T12:00:00Z',
        sandbox: false,
        sections: [
          {
            kind: 'search-console',
            title: 'Search Console',
            subtitle: HOSTILE,
            totals: { clicks: compared(40, 20), impressions: compared(500, 100), ctr: compared(0.08, 0.2), position: compared(6, 7.5) },
            clicks: [{ label: HOSTILE, own: true, points: [{ at: '2026-11-20T12:00:00Z', value: 40 }] }],
            impressions: [{ label: 'This period', own: true, points: [{ at: '2026-11-20T12:00:00Z', value: 500 }] }],
            queries: { columns: ['Query'], rows: [[HOSTILE]] },
            pages: { columns: ['Page'], rows: [] },
          },
        ],
      },
      RANKCRAFT_BRAND,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<p class="subtitle">${ESCAPED}</p>`);
    expect(html).toContain(`<td>${ESCAPED}</td>`);
    expect(html).toContain('<tr><td>Average position</td><td class="number">6</td><td class="number">7.5</td><td>▲ 1.5</td></tr>');
    expect(html).toContain('No page had impressions in this period.');
  });

  it('escapes the report and client names and the links in the report email', () => {
    const { html } = reportEmail({ name: HOSTILE, client: HOSTILE, shareUrl: 'https://app.test/r?a=1&b="2"', unsubscribeUrl: 'https://app.test/u?a=1&b=2', pdf: Buffer.from('%PDF'), brand: { ...RANKCRAFT_BRAND, agencyName: HOSTILE, footerText: HOSTILE } });
    expect(html).not.toContain('<script>');
    expect(html).toContain(`<strong>${ESCAPED}</strong> for ${ESCAPED}`);
    expect(html).toContain(`>${ESCAPED}</div>`);
    expect(html).toContain('href="https://app.test/r?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('href="https://app.test/u?a=1&amp;b=2"');
  });
});
