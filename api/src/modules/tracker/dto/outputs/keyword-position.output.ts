import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RankChange } from '../../keyword-table';

registerEnumType(RankChange, {
  name: 'RankChange',
  description: 'Since the previous run. NEW: found now, not before; LOST: found before, not now; NONE: found in neither, or no earlier run.',
});

@ObjectType('KeywordPosition')
export class KeywordPositionOutput {
  @Field()
  domain!: string;

  @Field(() => Int, { nullable: true, description: '0: beyond the checked depth; null: not checked for this company in the run.' })
  position!: number | null;

  @Field(() => String, { nullable: true, description: 'The ranking page; null when not found or stored before URLs were kept.' })
  url!: string | null;

  @Field(() => Int, { nullable: true, description: 'In the previous run; null when not checked then.' })
  previousPosition!: number | null;

  @Field(() => RankChange)
  change!: RankChange;

  @Field(() => Int, { description: 'Places moved for UP and DOWN, else 0.' })
  changeBy!: number;

  @Field(() => Int, { nullable: true, description: 'Best found position in any completed run; null if never found.' })
  bestPosition!: number | null;
}
