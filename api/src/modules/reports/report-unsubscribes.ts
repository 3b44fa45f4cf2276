import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../common/validation';
import type { UnsubscribeLinks } from '../alerts/unsubscribe-links';
import { Report } from './report.entity';

/** Recipients who stopped one report's emails with the link each report email carries; every later delivery skips them. */
export class ReportUnsubscribes {
  constructor(
    private readonly em: EntityManager,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** The link (and List-Unsubscribe target) that stops this report's emails to this address only. */
  urlFor(reportId: string, email: string): string {
    return this.links.reportUrlFor({ reportId, email });
  }

  /** Whether a link names an existing report (signed here), without changing anything: what its confirmation page needs. */
  async linkValid(token: string): Promise<boolean> {
    const recipient = this.links.reportRecipientOf(token);
    return !!recipient && isUuid(recipient.reportId) && (await this.em.count(Report, { id: recipient.reportId })) > 0;
  }

  /** Stops the report's emails to the address a link names, without signing in. False for a link not signed here or a deleted report. */
  async unsubscribe(token: string): Promise<boolean> {
    if (!(await this.linkValid(token))) return false;
    const { reportId, email } = this.links.reportRecipientOf(token)!;
    await this.em.execute('insert into report_unsubscribes (report_id, email) values (?, ?) on conflict do nothing', [reportId, email.toLowerCase()]);
    return true;
  }

  /** The addresses that stopped this report's emails, oldest first. */
  async of(reportId: string): Promise<string[]> {
    const rows: { email: string }[] = await this.em.execute('select email from report_unsubscribes where report_id = ? order by created_at, email', [reportId]);
    return rows.map((row) => row.email);
  }
}
