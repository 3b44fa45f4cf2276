import { parseOutline } from '../outline';
import { SANDBOX_NOTICE, SandboxWriter } from '../sandbox.writer';
import { writeAll, WriterError } from '../writer';

describe('sandbox writer', () => {
  const writer = new SandboxWriter(0);

  it('outlines the same keyword the same way, with a META line, an H1 and ## sections', async () => {
    const task = { kind: 'outline', keyword: 'coffee beans', business: null } as const;
    const text = await writeAll(writer, task);
    expect(await writeAll(writer, task)).toBe(text);
    const outline = parseOutline(text);
    expect(outline.metaDescription).toMatch(/^SANDBOX/);
    expect(outline.title).toMatch(/^Coffee Beans/);
    expect(outline.headings[0]).toBe('Introduction');
    expect(outline.headings.at(-1)).toBe('Conclusion');
    expect(outline.headings.length).toBeGreaterThanOrEqual(4);
  });

  it('writes sections about the keyword and says SANDBOX in the first', async () => {
    const headings = ['Introduction', 'Benefits', 'Conclusion'];
    const first = await writeAll(writer, { kind: 'section', keyword: 'coffee beans', business: 'A roastery', title: 'Coffee Beans', heading: 'Introduction', headings });
    const second = await writeAll(writer, { kind: 'section', keyword: 'coffee beans', business: null, title: 'Coffee Beans', heading: 'Benefits', headings });
    expect(first.startsWith(SANDBOX_NOTICE)).toBe(true);
    expect(first).toContain('coffee beans');
    expect(second).not.toContain('SANDBOX');
  });

  it('suggests a keyword from the description’s words', async () => {
    expect(await writeAll(writer, { kind: 'suggest-keyword', description: 'We roast organic coffee in Berlin' })).toBe('roast organic coffee');
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
    expect(() => parseOutline('Sorry, here is some prose.')).toThrow(WriterError);
  });
});
