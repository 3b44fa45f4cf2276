import { Field, ObjectType } from 'type-graphql';
import { ApiToken } from '../../api-token.entity';

@ObjectType('CreatedApiToken')
export class CreatedApiTokenOutput {
  @Field(() => ApiToken)
  token!: ApiToken;

  @Field({ description: 'The bearer secret. Shown only now: store it, it cannot be read again.' })
  secret!: string;
}
