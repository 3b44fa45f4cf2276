import { Field, ObjectType } from 'type-graphql';
import { DigestFrequency, fromStored } from '../../digest-periods';
import type { DigestPreview } from '../../digest-preview.service';

@ObjectType('DigestPreview', { description: 'A ranking digest over the period under way so far, as "Send now" sends it.' })
export class DigestPreviewOutput {
  @Field(() => DigestFrequency)
  frequency!: DigestFrequency;

  @Field({ description: 'Start of the period under way (UTC).' })
  periodStart!: Date;

  @Field({ description: 'The end of what the digest covers: now.' })
  periodEnd!: Date;

  @Field({ description: 'When the scheduled digest of this period goes out, with the whole period; sending now does not move it.' })
  nextScheduledAt!: Date;

  @Field(() => [String])
  recipients!: string[];

  @Field(() => String, { nullable: true, description: 'Null when nothing ran in the period yet: there is nothing to send.' })
  subject!: string | null;

  @Field(() => String, { nullable: true, description: 'The email’s HTML part, as sent.' })
  html!: string | null;

  @Field(() => String, { nullable: true, description: 'The email’s plain-text part, as sent.' })
  text!: string | null;
}

export function toDigestPreviewOutput(preview: DigestPreview): DigestPreviewOutput {
  return {
    frequency: fromStored(preview.frequency),
    periodStart: preview.period.start,
    periodEnd: preview.period.end,
    nextScheduledAt: preview.nextScheduledAt,
    recipients: preview.recipients,
    subject: preview.email?.subject ?? null,
    html: preview.email?.html ?? null,
    text: preview.email?.text ?? null,
  };
}
