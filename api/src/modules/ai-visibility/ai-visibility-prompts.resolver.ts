import { Arg, Ctx, Extensions, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { READS_LARGE_INPUT } from '../../common/reads-large-input';
import type { RequestContext } from '../../common/request-context';
import { MAX_PROMPT_SUGGESTIONS } from './dto/inputs/ai-visibility-prompts.input';
import { AiPromptImportPreviewOutput, AiPromptImportResultOutput, AiPromptSuggestionsOutput } from './dto/outputs/ai-visibility-prompts.output';

@Resolver()
export class AiVisibilityPromptsResolver {
  @Query(() => AiPromptImportPreviewOutput, { description: 'What importing CSV / TSV (prompt, tags separated by ;) would do: counts of each kind of line and the first lines of each; nothing is saved.', complexity: 20 })
  @Extensions(READS_LARGE_INPUT)
  previewAiVisibilityPromptImport(
    @Arg('projectId', () => ID, { nullable: true, description: 'Absent: read as the prompts of a project being created.' }) projectId: string | null,
    @Arg('text') text: string,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<AiPromptImportPreviewOutput> {
    return services.aiVisibilityPrompts.previewImport(viewer, projectId ?? null, { text });
  }

  @Mutation(() => AiPromptImportResultOutput, { description: 'Adds the new lines of an import to the project’s prompts; invalid and repeated lines are skipped.' })
  @Extensions(READS_LARGE_INPUT)
  importAiVisibilityPrompts(@Arg('projectId', () => ID) projectId: string, @Arg('text') text: string, @Ctx() { services, viewer }: RequestContext): Promise<AiPromptImportResultOutput> {
    return services.aiVisibilityPrompts.importPrompts(viewer, projectId, { text });
  }

  @Mutation(() => AiPromptSuggestionsOutput, { description: 'The writer turns a tracking instance’s top keywords by search volume into questions for AI assistants; not charged, a few a minute. Nothing is saved.' })
  suggestAiVisibilityPrompts(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('instanceId', () => ID) instanceId: string,
    @Arg('count', () => Int, { nullable: true, description: `Keywords to use (1-${MAX_PROMPT_SUGGESTIONS}, default 20).` }) count: number | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<AiPromptSuggestionsOutput> {
    return services.aiVisibilityPrompts.suggest(viewer, projectId, { instanceId, count });
  }
}
