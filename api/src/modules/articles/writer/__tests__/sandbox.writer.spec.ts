import { sentenceProblems, sentencesOf, wordProblems } from '../../../../common/__tests__/grammar-problems';
import { headerOf, sectionOpening } from '../../article-text';
import { parseOutline } from '../outline';
import { SANDBOX_NOTICE, SandboxWriter, sandboxText } from '../sandbox.writer';
import { VendorError } from '../../../../common/vendor-error';
import { writeAll } from '../writer';

const writer = new SandboxWriter(0);

/** A whole sandbox article as the article job assembles it: outline, then each section in turn. */
async function sandboxArticle(keyword: string, business: string | null = null) {
  const outline = parseOutline(await writeAll(writer, { kind: 'outline', keyword, business }));
  const sections: string[] = [];
  for (const heading of outline.headings) {
    sections.push(await writeAll(writer, { kind: 'section', keyword, business, title: outline.title, heading, headings: outline.headings }));
  }
  const text = headerOf(outline) + sections.map((body, index) => sectionOpening(index, outline.headings[index]) + body).join('');
  return { outline, sections, text };
}

const KEYWORDS = [
  'coffee beans', 'family run bakery', 'sourdough bread', 'sourdough bread near me', 'best seo tools', 'how to bake sourdough bread', 'what is sourdough bread',
  'organic coffee beans', 'cheap running shoes', 'buy sourdough bread online', 'which family run bakery is best', 'seo tools reviews', 'plumber near me',
  'why is my bread dense', 'moz login', 'wedding photographer', 'how to choose the right coffee shop', 'coffee shop', 'best espresso machine for beginners',
  'dog grooming', 'types of sourdough bread', 'seo tools pricing', 'keyword research', 'family run bakery prices', 'handmade leather wallets',
];

describe('sandbox writer', () => {
  it('outlines the same keyword the same way, with a META line, an H1 and ## sections', async () => {
    const task = { kind: 'outline', keyword: 'coffee beans', business: null } as const;
    const text = await writeAll(writer, task);
    expect(await writeAll(writer, task)).toBe(text);
    const outline = parseOutline(text);
    expect(outline.metaDescription).toMatch(/^SANDBOX · Coffee beans: /);
    expect(outline.title).toMatch(/^Coffee Beans: /);
    expect(outline.headings[0]).toBe('Introduction');
    expect(outline.headings.at(-1)).toBe('Conclusion');
    expect(outline.headings.length).toBeGreaterThanOrEqual(5);
    expect(outline.headings.length).toBeLessThanOrEqual(7);
  });

  it('writes the same article for the same keyword and business, and says SANDBOX once, at the top', async () => {
    const first = await sandboxArticle('coffee beans', 'A roastery');
    expect((await sandboxArticle('coffee beans', 'A roastery')).text).toBe(first.text);
    expect((await sandboxArticle('coffee beans', 'A bakery')).text).not.toBe(first.text);
    expect(first.sections[0].startsWith(`${SANDBOX_NOTICE}\n\n`)).toBe(true);
    expect(first.text.match(/SANDBOX/g)).toHaveLength(2);
    expect(first.text).toMatch(/^META: SANDBOX · /);
    expect(first.sections[0]).toContain('“coffee beans”');
  });

  it('never repeats a sentence, even in the longest articles it writes, and every sentence reads as one', async () => {
    let longest = 0;
    for (const keyword of KEYWORDS) {
      for (const business of [null, 'A small business']) {
        const { outline, text } = await sandboxArticle(keyword, business);
        longest = Math.max(longest, outline.headings.length);
        const sentences = sentencesOf(text);
        expect(sentences.length).toBeGreaterThan(25);
        expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
        expect(sentenceProblems(text)).toEqual([]);
        expect(wordProblems(text)).toEqual([]);
        expect(new Set(outline.headings).size).toBe(outline.headings.length);
        for (const heading of [outline.title, ...outline.headings]) expect(heading).toMatch(/^[A-Z]/);
        expect(outline.metaDescription!.length).toBeLessThanOrEqual(160);
      }
    }
    expect(longest).toBe(7);
  });

  it('keeps sentences unique in an outline of the parser’s maximum length with headings of its own', async () => {
    const headings = ['Overview', 'Background', 'Our Approach', 'Case Notes', 'Further Reading', 'Resources', 'Looking Ahead', 'Final Thoughts'];
    const sections = headings.map((heading) => sandboxText({ kind: 'section', keyword: 'sourdough bread', business: null, title: 'Sourdough Bread', heading, headings }));
    const sentences = sections.flatMap((section) => sentencesOf(section));
    expect(sections.every((section) => sentencesOf(section).length >= 3)).toBe(true);
    expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
  });

  it('uses the keyword naturally: quoted once in the introduction, the topic at most twice a section', async () => {
    for (const keyword of ['sourdough bread', 'best seo tools', 'sourdough bread near me']) {
      const { sections } = await sandboxArticle(keyword);
      const topic = keyword.replace(/^best |near me$/g, '').trim();
      expect(sections[0]).toContain(`“${keyword}”`);
      for (const section of sections) expect(section.split(topic).length - 1).toBeLessThanOrEqual(2);
    }
  });

  it('fits sections and wording to the search intent', async () => {
    const buying = await sandboxArticle('sourdough bread near me');
    expect(buying.outline.title).toMatch(/^Sourdough Bread Near Me: /);
    expect(buying.sections[0]).toMatch(/ready to buy|close to ordering|best place to get it|right before a purchase/);
    const howTo = await sandboxArticle('how to bake sourdough bread');
    expect(howTo.outline.title).toMatch(/^How to Bake Sourdough Bread: /);
    expect(howTo.sections.some((section) => /^1\. \*\*/m.test(section))).toBe(true);
    const question = await sandboxArticle('what is sourdough bread');
    expect(question.outline.title).toMatch(/^What Is Sourdough Bread\? /);
    // A countable topic goes in the plural in general statements ("family run bakeries are …"), never bare ("about family run bakery").
    const countable = await sandboxArticle('family run bakery', 'A bakery in Leeds');
    expect(countable.text).toContain('family run bakeries');
    expect(countable.text).not.toMatch(/\b(?:about|with|of|approach|on|in|for) family run bakery\b(?! (?:tips|options|prices|basics))/i);
  });

  it('suggests a keyword from the description’s words', async () => {
    expect(await writeAll(writer, { kind: 'suggest-keyword', description: 'We roast organic coffee in Berlin' })).toBe('organic coffee');
    expect(await writeAll(writer, { kind: 'suggest-keyword', description: 'We are a family run bakery in Leeds, baking sourdough bread every morning.' })).toBe('family run bakery');
    expect(await writeAll(writer, { kind: 'suggest-keyword', description: 'Handmade leather wallets' })).toBe('handmade leather wallets');
    expect(await writeAll(writer, { kind: 'suggest-keyword', description: 'We do it all' })).toBe('small business marketing');
  });

  it('streams at its pace and stops when aborted', async () => {
    const paced = new SandboxWriter(100);
    const controller = new AbortController();
    const started = Date.now();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of paced.stream({ kind: 'suggest-keyword', description: 'one two three four five' }, controller.signal)) {
          pieces.push(piece);
          if (pieces.length === 2) controller.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(pieces).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});

describe('parseOutline', () => {
  it('reads bullets, numbering and bold markers', () => {
    expect(parseOutline('**META:** A guide.\n\n# **Title**\n- ## 1. First\n- ## 2) Second\n')).toEqual({ title: 'Title', metaDescription: 'A guide.', headings: ['First', 'Second'] });
  });

  it('rejects an answer without a title or sections as retryable', () => {
    expect(() => parseOutline('Sorry, here is some prose.')).toThrow(VendorError);
  });
});
