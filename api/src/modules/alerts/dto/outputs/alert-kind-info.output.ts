import { Field, Int, ObjectType } from 'type-graphql';
import { AlertKind, AlertSubject } from '../../alert-kinds';

@ObjectType('AlertKindInfo', { description: 'A kind of alert rule, as the rules editor offers it.' })
export class AlertKindInfoOutput {
  @Field(() => AlertKind)
  kind!: AlertKind;

  @Field({ description: 'e.g. "Enters the top {n}": {n} stands for the threshold.' })
  label!: string;

  @Field()
  needsThreshold!: boolean;

  @Field(() => AlertSubject, { description: 'What a rule of this kind watches.' })
  subject!: AlertSubject;

  @Field(() => Int, { nullable: true, description: "The threshold taken when none is given (Search Console kinds; a disagreeing position takes the instance's searchConsoleFlagPlaces, of which this is a new instance's); null: a threshold must be given, or none is taken." })
  defaultThreshold?: number | null;

  @Field({ description: 'Whether the kind reads Search Console data: offered only on an instance with a linked property.' })
  needsSearchConsole!: boolean;
}
