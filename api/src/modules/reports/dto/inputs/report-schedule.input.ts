import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { emailField } from '../../../../common/validation';
import { isTimeZone } from '../../../tracker/tracking-domain';
import { DeliveryFrequency } from '../../report.entity';

export const MAX_RECIPIENTS = 10;

/** A report's delivery schedule; frequency null turns it off. */
export const reportScheduleSchema = z
  .object({
    frequency: z.enum(DeliveryFrequency, { error: 'Frequency must be weekly or monthly.' }).nullable(),
    day: z.number({ error: 'Day must be a whole number.' }).int('Day must be a whole number.').nullish(),
    time: z
      .string()
      .nullish()
      .transform((value) => value || '09:00')
      .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must look like 09:00.')),
    timeZone: z
      .string()
      .nullish()
      .transform((value) => value || 'UTC')
      .pipe(z.string().refine(isTimeZone, 'Time zone must be an IANA name such as Europe/Berlin.')),
    recipients: z.array(emailField, { error: 'Recipients must be a list of email addresses.' }).max(MAX_RECIPIENTS, `A report goes to at most ${MAX_RECIPIENTS} recipients.`).nullish().transform((list) => [...new Set(list ?? [])]),
  })
  .superRefine((schedule, context) => {
    if (!schedule.frequency) return;
    const day = schedule.day ?? 1;
    if (schedule.frequency === DeliveryFrequency.weekly && (day < 1 || day > 7)) context.addIssue({ code: 'custom', message: 'Weekly reports go out on a day from 1 (Monday) to 7 (Sunday).' });
    if (schedule.frequency === DeliveryFrequency.monthly && (day < 1 || day > 28)) context.addIssue({ code: 'custom', message: 'Monthly reports go out on a day of the month from 1 to 28.' });
    if (schedule.recipients.length === 0) context.addIssue({ code: 'custom', message: 'Add at least one recipient.' });
  })
  .transform((schedule) => ({ ...schedule, day: schedule.frequency ? (schedule.day ?? 1) : null }));

@InputType()
export class ReportScheduleInput implements z.input<typeof reportScheduleSchema> {
  @Field(() => DeliveryFrequency, { nullable: true, description: 'null turns scheduled delivery off.' })
  frequency!: DeliveryFrequency | null;

  @Field(() => Int, { nullable: true, description: 'Weekly: 1 (Monday) to 7 (Sunday); monthly: 1 to 28.' })
  day?: number | null;

  @Field(() => String, { nullable: true, description: 'HH:MM in timeZone; 09:00 when left out.' })
  time?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone, e.g. Europe/Berlin; UTC when left out.' })
  timeZone?: string | null;

  @Field(() => [String], { nullable: true })
  recipients?: string[] | null;
}
