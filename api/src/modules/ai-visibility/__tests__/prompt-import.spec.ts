import { questionsOf } from '../prompts/ai-visibility-prompts.service';
import { readPromptImport } from '../prompts/prompt-import';

describe('readPromptImport', () => {
  it('reads prompt and tags without a header, in a tab-separated file splitting tags on commas too', async () => {
    const { counts, prompts } = await readPromptImport('Which CRM is best?\tcrm, Sales ;crm\n\nbest  seo   tools\n', new Set());
    expect(counts).toEqual({ new: 2, duplicate: 0, invalid: 0 });
    expect(prompts).toEqual([
      { text: 'Which CRM is best?', tags: ['crm', 'Sales'] },
      { text: 'best seo tools', tags: [] },
    ]);
  });

  it('finds the tags column by its header name, and refuses too many or too long tags', async () => {
    const tags = Array.from({ length: 11 }, (_, index) => `t${index}`).join(';');
    const { sample, prompts } = await readPromptImport(`question,notes,tags\nfirst,ignored,a;b\nsecond,x,${tags}\nthird,x,${'t'.repeat(41)}`, new Set());
    expect(prompts).toEqual([{ text: 'first', tags: ['a', 'b'] }]);
    expect(sample.filter((line) => line.status === 'invalid').map((line) => [line.line, line.message])).toEqual([
      [3, 'At most 10 tags per prompt.'],
      [4, 'A tag must be at most 40 characters.'],
    ]);
  });

  it('counts every line but samples the first of each status', async () => {
    const text = Array.from({ length: 30 }, (_, index) => `prompt ${index % 10}`).join('\n');
    const { counts, sample, prompts } = await readPromptImport(text, new Set(['prompt 0']), 5);
    expect(counts).toEqual({ new: 9, duplicate: 21, invalid: 0 });
    expect(prompts).toHaveLength(9);
    expect(sample.filter((line) => line.status === 'duplicate')).toHaveLength(5);
    expect(sample.filter((line) => line.status === 'new')).toHaveLength(5);
  });
});

describe('questionsOf', () => {
  it('takes numbering, bullets and quotes off, pairs each line with its keyword, and leaves out repeats and prompts the project has', () => {
    expect(questionsOf('1. "Which CRM is best?"\n- best seo tools\n\n• How do I track ranks?', ['crm', 'seo', 'ranks'], new Set(['best seo tools']))).toEqual([
      { text: 'Which CRM is best?', keyword: 'crm' },
      { text: 'How do I track ranks?', keyword: 'ranks' },
    ]);
    // Not one line per keyword: no pairing is guessed.
    expect(questionsOf('Which CRM is best?\nWhich CRM is best?', ['crm', 'seo', 'ranks'], new Set())).toEqual([{ text: 'Which CRM is best?', keyword: null }]);
  });
});
