import { outlinePrompt } from '../prompts/outline.prompt';
import { sectionPrompt } from '../prompts/section.prompt';
import type { WritingBrief } from '../writer';

// What a content brief hands the writer (ContentBriefService.scoreTargetFor): the competitors' H2
// headings, most common first, and the People Also Ask questions; the outline prompt must carry them.
const brief: WritingBrief = {
  headings: Array.from({ length: 24 }, (_, i) => `Competitor heading ${i + 1}`),
  questions: ['How long do compost bins last?', 'Do compost bins smell?', 'Where should a compost bin go?'],
  terms: [
    { term: 'compost bin', min: 4, max: 8 },
    { term: 'kitchen scraps', min: 1, max: 3 },
  ],
  wordCount: { min: 900, max: 1400 },
};

describe('the writer prompts with a content brief', () => {
  it("the outline prompt names the competitors' H2 headings in order (the first 20) and every question", () => {
    const { user } = outlinePrompt({ keyword: 'compost bins', business: null, brief });
    expect(user).toContain(`Their headings: ${brief.headings.slice(0, 20).join(' | ')}\n`);
    expect(user).not.toContain('Competitor heading 21');
    expect(user).toContain(`Questions searchers ask: ${brief.questions.join(' | ')}\n`);
    expect(user).toContain('Terms they use (times per article): compost bin (4-8), kitchen scraps (1-3)');
    expect(user).toContain('The pages that rank for this keyword have 900-1400 words.');
    expect(user).toContain('cover what these pages cover and answer the questions');
  });

  it('leaves out what the brief does not have, and the whole brief without one', () => {
    const bare = outlinePrompt({ keyword: 'compost bins', business: null, brief: { ...brief, headings: [], questions: [] } }).user;
    expect(bare).not.toContain('Their headings');
    expect(bare).not.toContain('Questions searchers ask');
    const none = outlinePrompt({ keyword: 'compost bins', business: null }).user;
    expect(none).not.toContain('The pages that rank');
  });

  it("a section's prompt carries the brief's terms", () => {
    const { user } = sectionPrompt({ keyword: 'compost bins', business: null, title: 'Compost Bins', heading: 'Benefits', headings: ['Introduction', 'Benefits'], brief });
    expect(user).toContain('Terms the whole article should use (times in the article): compost bin (4-8), kitchen scraps (1-3)');
  });
});
