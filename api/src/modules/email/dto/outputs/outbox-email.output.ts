import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('OutboxAttachment')
export class OutboxAttachmentOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  filename!: string;

  @Field()
  contentType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;

  @Field({ description: 'Where the signed-in owner downloads it (REST, same session).' })
  url!: string;
}

@ObjectType('OutboxEmail', { description: 'An email the sandbox kept instead of sending it.' })
export class OutboxEmailOutput {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'What sent it: alert, digest, report, webhook-disabled, …' })
  kind!: string;

  @Field(() => [String])
  to!: string[];

  @Field()
  subject!: string;

  @Field()
  text!: string;

  @Field()
  html!: string;

  @Field(() => [OutboxAttachmentOutput])
  attachments!: OutboxAttachmentOutput[];

  @Field()
  createdAt!: Date;
}
