import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { answerViewOf } from './ai-answer-view';
import { AiBrandInput, AiVisibilityProjectInput } from './dto/inputs/ai-visibility-project.input';
import { AiAnswerOutput } from './dto/outputs/ai-visibility-answer.output';
import { AiVisibilityProjectChangeOutput, AiVisibilityProjectOutput } from './dto/outputs/ai-visibility-project.output';
import { AiVisibilityRunCostOutput, AiVisibilityRunOutput, AiVisibilityRunStartOutput } from './dto/outputs/ai-visibility-run.output';
import { AiVisibilitySummaryOutput } from './dto/outputs/ai-visibility-summary.output';

@Resolver()
export class AiVisibilityResolver {
  @Query(() => [AiVisibilityProjectOutput], { description: 'The AI visibility projects you may read (a client viewer: their client’s), or one client’s.' })
  aiVisibilityProjects(@Arg('clientId', () => ID, { nullable: true }) clientId: string | null, @Ctx() { services, viewer }: RequestContext): Promise<AiVisibilityProjectOutput[]> {
    return services.aiVisibilityProjects.list(viewer, { clientId });
  }

  @Query(() => AiVisibilityProjectOutput)
  aiVisibilityProject(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<AiVisibilityProjectOutput> {
    return services.aiVisibilityProjects.get(viewer, id);
  }

  @Mutation(() => AiVisibilityProjectOutput)
  createAiVisibilityProject(@Arg('input') input: AiVisibilityProjectInput, @Ctx() { services, viewer }: RequestContext): Promise<AiVisibilityProjectOutput> {
    return services.aiVisibilityProjects.create(viewer, input);
  }

  @Mutation(() => AiVisibilityProjectChangeOutput, { description: 'Changes the fields given; changed brands re-read the stored answers (a job, no engine asked).' })
  updateAiVisibilityProject(@Arg('id', () => ID) id: string, @Arg('input') input: AiVisibilityProjectInput, @Ctx() { services, viewer }: RequestContext): Promise<AiVisibilityProjectChangeOutput> {
    return services.aiVisibilityProjects.update(viewer, id, input);
  }

  @Mutation(() => Boolean)
  async deleteAiVisibilityProject(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    await services.aiVisibilityProjects.delete(viewer, id);
    return true;
  }

  @Mutation(() => AiVisibilityProjectChangeOutput, { description: 'Adds a competitor and re-reads every stored answer for it, as a job: no engine is asked again.' })
  addAiVisibilityCompetitor(@Arg('projectId', () => ID) projectId: string, @Arg('input') input: AiBrandInput, @Ctx() { services, viewer }: RequestContext): Promise<AiVisibilityProjectChangeOutput> {
    return services.aiVisibilityProjects.addCompetitor(viewer, projectId, input);
  }

  @Query(() => AiVisibilityRunCostOutput, { description: 'What a run of the project would cost (prompts x surfaces x samples AI answers), and whether the credits left cover it.' })
  aiVisibilityRunCost(@Arg('projectId', () => ID) projectId: string, @Ctx() { services, viewer }: RequestContext): Promise<AiVisibilityRunCostOutput> {
    return services.aiVisibilityRuns.cost(viewer, projectId);
  }

  @Mutation(() => AiVisibilityRunStartOutput, { description: 'Starts a run: its AI answers are spent now; samples not checked are refunded when it ends.' })
  startAiVisibilityRun(@Arg('projectId', () => ID) projectId: string, @Ctx() { services, viewer }: RequestContext): Promise<AiVisibilityRunStartOutput> {
    return services.aiVisibilityRuns.start(viewer, projectId);
  }

  @Query(() => [AiVisibilityRunOutput], { description: 'The project’s runs, newest first.' })
  aiVisibilityRuns(@Arg('projectId', () => ID) projectId: string, @Arg('limit', () => Int, { nullable: true }) limit: number | null, @Ctx() { services, viewer }: RequestContext): Promise<AiVisibilityRunOutput[]> {
    return services.aiVisibilityRuns.list(viewer, projectId, limit ?? undefined);
  }

  @Query(() => [AiAnswerOutput], { description: 'Stored answers, newest run first, filtered by prompt, surface and run.' })
  async aiVisibilityAnswers(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('prompt', () => String, { nullable: true }) prompt: string | null,
    @Arg('surface', () => String, { nullable: true }) surface: string | null,
    @Arg('runId', () => ID, { nullable: true }) runId: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<AiAnswerOutput[]> {
    const samples = await services.aiVisibilityAnswers.answers(viewer, projectId, { prompt: prompt ?? undefined, surface: surface ?? undefined, run: runId ?? undefined, limit: limit ?? undefined });
    return samples.map(answerViewOf);
  }

  @Query(() => AiVisibilitySummaryOutput, {
    description: 'Per brand: mention and citation rates with n and 95 % intervals, share of voice, position; sources cited. Of one run (by default the newest finished), surface (by default all), and one prompt or the prompts of a tag (by default all).',
  })
  aiVisibilitySummary(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('runId', () => ID, { nullable: true }) runId: string | null,
    @Arg('surface', () => String, { nullable: true }) surface: string | null,
    @Arg('prompt', () => String, { nullable: true }) prompt: string | null,
    @Arg('tag', () => String, { nullable: true }) tag: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<AiVisibilitySummaryOutput> {
    return services.aiVisibilityAnswers.summary(viewer, projectId, { run: runId ?? undefined, surface: surface ?? undefined, prompt: prompt ?? undefined, tag: tag ?? undefined });
  }
}
