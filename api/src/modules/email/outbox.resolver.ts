import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { EmailOutboxOutput } from './dto/outputs/email-outbox.output';
import { toOutboxEmail } from './outbox-json';

const DEFAULT_LISTED_EMAILS = 50;

@Resolver()
export class OutboxResolver {
  @Query(() => EmailOutboxOutput, { description: 'The sandbox outbox: the emails the app would have sent you (SANDBOX, never delivered).' })
  async emailOutbox(
    @Arg('limit', () => Int, { defaultValue: DEFAULT_LISTED_EMAILS, nullable: true }) limit: number | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<EmailOutboxOutput> {
    const emails = await services.outbox.list(viewer, limit ?? DEFAULT_LISTED_EMAILS);
    return { sandbox: services.outbox.sandbox, emails: emails.map(toOutboxEmail) };
  }
}
