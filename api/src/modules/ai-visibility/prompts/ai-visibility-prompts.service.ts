import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/app-error';
import { oneAtATime } from '../../../common/time-slices';
import { parseInput, type UntrustedInput } from '../../../common/validation';
import { VendorError } from '../../../common/vendor-error';
import type { Viewer } from '../../../common/viewer';
import { payerOf, requireUser } from '../../auth/access';
import type { User } from '../../auth/user.entity';
import { getPlanOrThrow } from '../../plans/plans';
import { writeAll, type TextWriter } from '../../articles/writer';
import { findInstanceOfOrFail } from '../../tracker/tracking-instance-access';
import { AiVisibilityProject } from '../ai-visibility-project.entity';
import { findWorkableProjectOrFail } from '../ai-visibility-project-access';
import { promptsAllowed } from '../ai-visibility-project.service';
import { aiVisibilityMessages } from '../ai-visibility.messages';
import { MAX_PROMPT_LENGTH } from '../dto/inputs/ai-visibility-project.input';
import { promptImportSchema, promptSuggestionsSchema } from '../dto/inputs/ai-visibility-prompts.input';
import { PROMPT_IMPORT_SAMPLE_LINES, readPromptImport, type PromptImportLine } from './prompt-import';
import type { PromptSuggestionLimit } from './prompt-suggestion-limit';

export interface PromptImportPreview {
  /** The first PROMPT_IMPORT_SAMPLE_LINES lines of each status, in file order: never the whole file echoed back. */
  lines: PromptImportLine[];
  sampleLines: number;
  added: number;
  duplicates: number;
  invalid: number;
  /** Prompts the project would hold after saving, and its plan's limit. */
  promptsAfter: number;
  promptLimit: number;
  /** Why saving would be refused (over the plan's limit), or null. */
  problem: string | null;
  /** The prompts a new project would be created with (the create form's import); empty for a project's, and when refused. */
  prompts: { text: string; tags: string[] }[];
}

export interface PromptImportResult {
  added: number;
  skipped: number;
  /** Prompts the project holds now. */
  prompts: number;
}

export interface PromptSuggestion {
  text: string;
  /** The tracked keyword it was written from, when the writer answered one question per keyword. */
  keyword: string | null;
}

export interface PromptSuggestions {
  /** SANDBOX when the sandbox writer wrote them, not a language model. */
  source: string;
  writer: string;
  /** The tracked keywords the writer was given: the instance's top ones by search volume. */
  keywords: string[];
  suggestions: PromptSuggestion[];
}

export interface AiVisibilityPromptsServiceDeps {
  em: EntityManager;
  writer: TextWriter;
  suggestionLimit: () => PromptSuggestionLimit;
}

/** A project's prompts from outside: a CSV import (preview, then save) and the writer's questions from a tracking instance's keywords. */
export class AiVisibilityPromptsService {
  constructor(private readonly deps: AiVisibilityPromptsServiceDeps) {}

  /** What saving the import would do, line by line; nothing is saved. No project: the create form's, read as a new project's prompts. */
  async previewImport(viewer: Viewer, projectId: string | null, input: UntrustedInput<typeof promptImportSchema>): Promise<PromptImportPreview> {
    const user = requireUser(viewer);
    const project = projectId === null ? null : await findWorkableProjectOrFail(this.deps.em, user, projectId);
    const { text } = parseInput(promptImportSchema, input);
    const { reading, promptsAfter, promptLimit, problem } = await read(project, text, payerOf(user));
    const { counts } = reading;
    return {
      lines: reading.sample,
      sampleLines: PROMPT_IMPORT_SAMPLE_LINES,
      added: counts.new,
      duplicates: counts.duplicate,
      invalid: counts.invalid,
      promptsAfter,
      promptLimit,
      problem,
      prompts: project === null && problem === null ? reading.prompts : [],
    };
  }

  /** Adds the new lines of an import to the project's prompts (repeats and invalid lines are skipped, as the preview showed). */
  async importPrompts(viewer: Viewer, projectId: string, input: UntrustedInput<typeof promptImportSchema>): Promise<PromptImportResult> {
    const user = requireUser(viewer);
    const { id } = await findWorkableProjectOrFail(this.deps.em, user, projectId);
    const { text } = parseInput(promptImportSchema, input);
    return this.deps.em.transactional(async (em) => {
      // Locked and re-read: two imports at once each see the other's prompts, and the plan's limit holds.
      const project = await em.findOneOrFail(AiVisibilityProject, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const { reading, problem } = await read(project, text, payerOf(user));
      if (problem) throw new AppError('BAD_USER_INPUT', problem);
      project.prompts = [...project.prompts, ...reading.prompts];
      await em.flush();
      return { added: reading.prompts.length, skipped: reading.counts.duplicate + reading.counts.invalid, prompts: project.prompts.length };
    });
  }

  /**
   * The writer's questions from a tracking instance's top keywords by search volume (those without a
   * volume last, in the order they were added), leaving out the project's prompts; nothing is saved:
   * the user picks which to add. Not charged, a few a minute per user (see PromptSuggestionLimit).
   */
  async suggest(viewer: Viewer, projectId: string, input: UntrustedInput<typeof promptSuggestionsSchema>): Promise<PromptSuggestions> {
    const user = requireUser(viewer);
    const project = await findWorkableProjectOrFail(this.deps.em, user, projectId);
    const { instanceId, count } = parseInput(promptSuggestionsSchema, input);
    // Another workspace's instance is "not found", as its own pages say.
    const instance = await findInstanceOfOrFail(this.deps.em, user, instanceId);
    const rows = await this.deps.em.execute<{ keyword: string }[]>(
      `select k.keyword from tracking_keywords k
       left join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = ?
       where k.instance_id = ? order by coalesce(v.volume, -1) desc, k.ordinal limit ?`,
      [instance.serpCountry, instance.id, count],
    );
    const keywords = rows.map((row) => row.keyword);
    if (keywords.length === 0) throw new AppError('BAD_USER_INPUT', aiVisibilityMessages.noTrackedKeywords);
    await this.deps.suggestionLimit().take(user.id);
    let answer: string;
    try {
      answer = await writeAll(this.deps.writer, { kind: 'suggest-prompts', keywords, country: project.country, language: project.language });
    } catch (error) {
      if (error instanceof VendorError) throw error.toAppError();
      throw error;
    }
    const suggestions = questionsOf(answer, keywords, new Set(project.prompts.map((prompt) => prompt.text.toLowerCase())));
    if (suggestions.length === 0) throw new AppError('PROVIDER_ERROR', aiVisibilityMessages.noPromptsSuggested);
    return { source: this.deps.writer.source, writer: this.deps.writer.name, keywords, suggestions };
  }
}

/** Reads an import against the project's prompts (none for a new project), and says whether saving would pass the plan's limit. */
async function read(project: AiVisibilityProject | null, text: string, payer: User) {
  const existing = new Set((project?.prompts ?? []).map((prompt) => prompt.text.toLowerCase()));
  const reading = await oneAtATime(() => readPromptImport(text, existing));
  const promptLimit = promptsAllowed(payer);
  const promptsAfter = existing.size + reading.counts.new;
  const problem = promptsAfter > promptLimit ? aiVisibilityMessages.tooManyPrompts(promptLimit, getPlanOrThrow(payer.planId).name) : null;
  return { reading, promptsAfter, promptLimit, problem };
}

/**
 * The writer's answer as questions: one a line, numbering, bullets and quotes taken off, each once and
 * none the project already asks. When it answered one line per keyword, each is paired with its keyword.
 */
export function questionsOf(answer: string, keywords: readonly string[], existing: ReadonlySet<string>): PromptSuggestion[] {
  const lines = answer
    .split(/\r?\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-*•]|\d+[.)])\s*/, '')
        .replace(/^["“'](.*)["”']$/, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length > 0);
  const paired = lines.length === keywords.length;
  const seen = new Set(existing);
  const questions: PromptSuggestion[] = [];
  lines.forEach((text, index) => {
    const key = text.toLowerCase();
    if (text.length > MAX_PROMPT_LENGTH || seen.has(key)) return;
    seen.add(key);
    questions.push({ text, keyword: paired ? keywords[index] : null });
  });
  return questions;
}
