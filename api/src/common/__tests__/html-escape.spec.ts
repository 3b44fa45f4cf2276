import { escapeHtml } from '../html-escape';

describe('escapeHtml', () => {
  it('turns every character that could end text or an attribute into an entity', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
  });

  it('writes numbers as they read and nothing for a missing value', () => {
    expect(escapeHtml(1234.5)).toBe('1234.5');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });
});
