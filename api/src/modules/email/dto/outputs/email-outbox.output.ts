import { Field, ObjectType } from 'type-graphql';
import { OutboxEmailOutput } from './outbox-email.output';

@ObjectType('EmailOutbox')
export class EmailOutboxOutput {
  @Field({ description: 'True on the sandbox (no SMTP_URL): emails are kept here and never sent. False: emails are sent and nothing is kept.' })
  sandbox!: boolean;

  @Field(() => [OutboxEmailOutput], { description: 'Newest first; empty when emails are really sent.' })
  emails!: OutboxEmailOutput[];
}
