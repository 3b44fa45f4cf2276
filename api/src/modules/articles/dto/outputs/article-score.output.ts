import { Field, Int, ObjectType } from 'type-graphql';
import { ContentScoreOutput } from '../../../content/dto/outputs/content-score.output';
import { ScoreTargetKind } from '../../score-target-kind';

@ObjectType({ description: 'An article’s text scored against its target, and the score the optimise step aims for.' })
export class ArticleScore {
  @Field(() => ScoreTargetKind)
  target!: ScoreTargetKind;

  @Field(() => Int, { description: 'The competitors’ median with a content brief, else the default goal.' })
  goal!: number;

  @Field(() => ContentScoreOutput)
  score!: ContentScoreOutput;
}
