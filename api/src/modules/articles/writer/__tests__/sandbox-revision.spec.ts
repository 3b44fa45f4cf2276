import { keywordOnlyTarget, type ScoreTarget } from '../../../content/content-score';
import { headerOf, sectionOpening } from '../../article-text';
import { scoreArticleText } from '../../article-score';
import { parseOutline, parseRevision } from '../outline';
import { revisePrompt } from '../prompts/revise.prompt';
import { SandboxWriter } from '../sandbox.writer';
import { writeAll, type RevisionTask } from '../writer';

const writer = new SandboxWriter(0);

async function sandboxArticle(keyword: string): Promise<string> {
  const outline = parseOutline(await writeAll(writer, { kind: 'outline', keyword, business: null }));
  const sections: string[] = [];
  for (const heading of outline.headings) {
    sections.push(await writeAll(writer, { kind: 'section', keyword, business: null, title: outline.title, heading, headings: outline.headings }));
  }
  return headerOf(outline) + sections.map((body, index) => sectionOpening(index, outline.headings[index]) + body).join('');
}

function scored(text: string, target: ScoreTarget) {
  const { title, metaDescription } = parseRevision(text);
  return scoreArticleText({ title, metaDescription, text }, target);
}

async function revise(text: string, target: ScoreTarget, revision: number, goal = 100): Promise<string> {
  const task: RevisionTask = { kind: 'revise', keyword: target.keyword, revision, text, score: scored(text, target), target, goal };
  return writeAll(writer, task);
}

/** A target shaped like a content brief's: terms the sandbox article does not use, more words and headings than it has. */
const briefTarget: ScoreTarget = {
  keyword: 'coffee beans',
  terms: [
    { term: 'coffee beans', min: 2, max: 8 },
    { term: 'arabica', min: 2, max: 5 },
    { term: 'roast date', min: 1, max: 3 },
    { term: 'grind size', min: 2, max: 4 },
    { term: 'single origin', min: 1, max: 3 },
  ],
  wordCount: { min: 1200, max: 2500 },
  headingCount: { min: 8, max: 14 },
};

describe('sandbox revisions (SANDBOX)', () => {
  it('raise the score against a brief: the missing terms are used, subheadings and words added, the same way every time', async () => {
    const draft = await sandboxArticle('coffee beans');
    const first = await revise(draft, briefTarget, 1);
    expect(await revise(draft, briefTarget, 1)).toBe(first);
    expect(first).toContain('SANDBOX revision 1');

    const before = scored(draft, briefTarget);
    const after = scored(first, briefTarget);
    expect(after.score).toBeGreaterThan(before.score);
    const count = (score: typeof before, term: string) => score.terms.find((t) => t.term === term)!.count;
    for (const term of ['arabica', 'roast date', 'grind size', 'single origin']) {
      expect(count(before, term)).toBe(0);
      expect(count(after, term)).toBeGreaterThanOrEqual(briefTarget.terms.find((t) => t.term === term)!.min);
    }
    const part = (score: typeof before, name: string) => score.parts.find((p) => p.name === name)!.points;
    expect(part(after, 'Headings')).toBeGreaterThan(part(before, 'Headings'));
    expect(part(after, 'Length')).toBeGreaterThan(part(before, 'Length'));

    const second = await revise(first, briefTarget, 2);
    expect(second).toContain('SANDBOX revision 2');
    expect(scored(second, briefTarget).score).toBeGreaterThan(after.score);
    // The revision keeps the article: its title and the sections it had.
    expect(parseRevision(second).title).toBe(parseRevision(draft).title);
  });

  it('puts a missing keyword into the meta description and first paragraph', async () => {
    const draft = (await sandboxArticle('coffee beans')).replace(/^META: .*$/m, 'META: A short guide.');
    const target = keywordOnlyTarget('coffee beans');
    const placement = (text: string) => scored(text, target).parts.find((p) => p.name === 'Keyword placement')!;
    expect(placement(draft).advice).toMatch(/first paragraph and meta description/);
    const revised = await revise(draft, target, 1);
    expect(placement(revised).points).toBe(20);
    expect(parseRevision(revised).metaDescription).toBe('SANDBOX · Coffee beans: A short guide.');
  });
});

describe('revise prompt', () => {
  it('names the weakest parts with their advice, the missing terms and the goal, then the whole article', async () => {
    const draft = await sandboxArticle('coffee beans');
    const score = scored(draft, briefTarget);
    const prompt = revisePrompt({ kind: 'revise', keyword: 'coffee beans', revision: 1, text: draft, score, target: briefTarget, goal: 72 });
    expect(prompt.user).toContain(`content score of ${score.score}/100; the goal is 72.`);
    expect(prompt.user).toContain(`- Term coverage (${score.parts[0].points} of 40 points): ${score.parts[0].advice}`);
    expect(prompt.user).toContain('- grind size: 0 / 2-4');
    expect(prompt.user).toContain('- single origin: 0 / 1-3');
    expect(prompt.user).not.toContain('- coffee beans: ');
    expect(prompt.user.endsWith(draft)).toBe(true);
  });
});
