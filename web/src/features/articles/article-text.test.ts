import { articleHtmlFile, articleMarkdownFile, splitArticle } from './article-text';

const article = 'META: Fresh sourdough in Austin, baked daily.\n# Best Sourdough in Austin\n\n## Why it matters\nCrust & crumb.';

describe('article text', () => {
  it('takes the META line out of the body as the meta description, and the H1 as the title', () => {
    expect(splitArticle(article)).toEqual({
      metaDescription: 'Fresh sourdough in Austin, baked daily.',
      title: 'Best Sourdough in Austin',
      body: '# Best Sourdough in Austin\n\n## Why it matters\nCrust & crumb.',
    });
  });

  it('keeps a META line that is still arriving out of the body', () => {
    expect(splitArticle('ME').body).toBe('');
    expect(splitArticle('META: Fresh sou').metaDescription).toBe('Fresh sou');
    expect(splitArticle('Meanwhile').body).toBe('Meanwhile');
  });

  it('leaves text without a META line as it is', () => {
    expect(splitArticle('# Title\nBody')).toEqual({ metaDescription: null, title: 'Title', body: '# Title\nBody' });
  });

  it('writes the Markdown download with the title and meta description as front matter', () => {
    expect(articleMarkdownFile(article, 'sourdough austin')).toBe(
      '---\ntitle: "Best Sourdough in Austin"\nkeyword: "sourdough austin"\ndescription: "Fresh sourdough in Austin, baked daily."\n---\n\n# Best Sourdough in Austin\n\n## Why it matters\nCrust & crumb.\n',
    );
  });

  it('writes the HTML download as a page whose head carries the escaped title and meta description', () => {
    const html = articleHtmlFile({ title: 'Q&A <2025>', metaDescription: 'Say "hi"', bodyHtml: '<h1>Q&amp;A</h1>' });
    expect(html).toContain('<title>Q&amp;A &lt;2025&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;">');
    expect(html).toContain('<article>\n<h1>Q&amp;A</h1>\n</article>');
    expect(articleHtmlFile({ title: 't', metaDescription: null, bodyHtml: '' })).not.toContain('name="description"');
  });
});
