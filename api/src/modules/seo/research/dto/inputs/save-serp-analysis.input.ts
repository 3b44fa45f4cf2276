import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { researchMessages, text } from './research-fields';
import { SerpAnalysisInput, serpAnalysisSchema } from './serp-analysis.input';

/** A description and the analysis to save; the results saved are the server's own (ResearchService.saveSerpAnalysis). */
export const saveSerpAnalysisSchema = z.object({
  description: text(500, researchMessages.description),
  analysis: serpAnalysisSchema,
});

@InputType({ description: 'What to save: the server stores its own results for the analysis, never results sent by the client.' })
export class SaveSerpAnalysisInput implements z.input<typeof saveSerpAnalysisSchema> {
  @Field()
  description!: string;

  @Field(() => SerpAnalysisInput)
  analysis!: SerpAnalysisInput;
}
