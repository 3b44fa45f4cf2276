import { csvBodyOf, csvLinesOf, splitTags } from '../../../common/csv';
import type { AiPrompt } from '../ai-visibility-project.entity';
import { MAX_PROMPT_LENGTH, MAX_PROMPT_TAGS, MAX_TAG_LENGTH } from '../dto/inputs/ai-visibility-project.input';
import { aiVisibilityMessages } from '../ai-visibility.messages';

/** What a line of a prompt import becomes: added, skipped as a repeat (of a line or of a prompt the project has), or refused. */
export type PromptImportStatus = 'new' | 'duplicate' | 'invalid';

export interface PromptImportLine {
  /** 1-based line of the file. */
  line: number;
  prompt: string;
  tags: string[];
  status: PromptImportStatus;
  /** Why the line is invalid, or what it repeats. */
  message: string | null;
}

export interface PromptImportReading {
  counts: Record<PromptImportStatus, number>;
  /** The first lines of each status, in file order: what a preview shows of a big file. */
  sample: PromptImportLine[];
  /** The prompts to add, in file order. */
  prompts: AiPrompt[];
}

/** The request body limit: a thousand 500-character prompts with their tags fit twice over. */
export const MAX_PROMPT_IMPORT_BYTES = 1024 * 1024;
/** Lines of each status a preview shows; the counts cover every line. */
export const PROMPT_IMPORT_SAMPLE_LINES = 20;
const HEADER_PROMPT = new Set(['prompt', 'prompts', 'question', 'questions']);
const HEADER_TAGS = new Set(['tags', 'tag']);

/**
 * Reads pasted or uploaded CSV / TSV of `prompt,tags` (tags `;`-separated; a header row is optional)
 * and says of each line what saving it would do; `existing` holds the project's prompts, lower-cased.
 * Nothing is saved here; the work is cut in time slices (csvLinesOf), and only counts, a sample of
 * each status and the prompts to add are kept.
 */
export async function readPromptImport(text: string, existing: ReadonlySet<string>, sampleSize = PROMPT_IMPORT_SAMPLE_LINES): Promise<PromptImportReading> {
  const { body, tabs, delimiter } = csvBodyOf(text);
  const counts: Record<PromptImportStatus, number> = { new: 0, duplicate: 0, invalid: 0 };
  const sample: PromptImportLine[] = [];
  const note = (line: PromptImportLine) => {
    if (counts[line.status]++ < sampleSize) sample.push(line);
  };
  const prompts: AiPrompt[] = [];
  const seen = new Map<string, number>();
  let columns: { prompt: number; tags: number } | undefined;
  for await (const { line, cells, error } of csvLinesOf(body, delimiter)) {
    if (error !== undefined) {
      note({ line, prompt: '', tags: [], status: 'invalid', message: error });
      continue;
    }
    // Only the first line read may be the header.
    if (!columns) {
      const header = HEADER_PROMPT.has(cells[0]?.toLowerCase() ?? '');
      columns = header ? { prompt: 0, tags: cells.findIndex((cell) => HEADER_TAGS.has(cell.toLowerCase())) } : { prompt: 0, tags: 1 };
      if (header) continue;
    }
    if (cells.every((cell) => cell === '')) continue;
    const prompt = (cells[columns.prompt] ?? '').replace(/\s+/g, ' ');
    const tags = distinct(columns.tags >= 0 ? splitTags(cells[columns.tags] ?? '', tabs) : []);
    const problem = lineProblem(prompt, tags);
    if (problem) {
      note({ line, prompt, tags, status: 'invalid', message: problem });
      continue;
    }
    const key = prompt.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined || existing.has(key)) {
      const message = earlier !== undefined ? aiVisibilityMessages.importRepeatsLine(earlier) : aiVisibilityMessages.importAlreadyPrompt;
      note({ line, prompt, tags, status: 'duplicate', message });
      continue;
    }
    seen.set(key, line);
    note({ line, prompt, tags, status: 'new', message: null });
    prompts.push({ text: prompt, tags });
  }
  return { counts, sample, prompts };
}

/** Tags once each, case-insensitively (as the project's own input keeps them). */
function distinct(tags: string[]): string[] {
  return [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()];
}

function lineProblem(prompt: string, tags: string[]): string | null {
  if (!prompt) return aiVisibilityMessages.required('A prompt');
  if (prompt.length > MAX_PROMPT_LENGTH) return aiVisibilityMessages.tooLong('A prompt', MAX_PROMPT_LENGTH);
  if (tags.length > MAX_PROMPT_TAGS) return aiVisibilityMessages.atMost('tags per prompt', MAX_PROMPT_TAGS);
  if (tags.some((tag) => tag.length > MAX_TAG_LENGTH)) return aiVisibilityMessages.tooLong('A tag', MAX_TAG_LENGTH);
  return null;
}
