import { Field, ObjectType } from 'type-graphql';
import { WebhookEndpoint } from '../../webhook-endpoint.entity';

@ObjectType({ description: 'An endpoint with its signing secret: answered only when it is created or the secret rotated.' })
export class WebhookWithSecret {
  @Field(() => WebhookEndpoint)
  endpoint!: WebhookEndpoint;

  @Field({ description: 'Verifies the Rankcraft-Signature header of each delivery; shown once.' })
  secret!: string;

  @Field(() => String, { nullable: true, description: 'A problem to fix that did not stop the change, e.g. a URL on a private network, which deliveries refuse.' })
  warning!: string | null;
}
