import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_accounts } from './Migration20261122000000_accounts';
import { Migration20261122010000_jobs_tracker } from './Migration20261122010000_jobs_tracker';
import { Migration20261123000000_credits } from './Migration20261123000000_credits';
import { Migration20261123010000_research } from './Migration20261123010000_research';
import { Migration20261123020000_articles } from './Migration20261123020000_articles';
import { Migration20261123030000_hardening } from './Migration20261123030000_hardening';
import { Migration20261123050000_billing } from './Migration20261123050000_billing';
import { Migration20261123060000_tracker_depth } from './Migration20261123060000_tracker_depth';
import { Migration20261123070000_sandbox_invoices } from './Migration20261123070000_sandbox_invoices';
import { Migration20261123080000_tracker_urls } from './Migration20261123080000_tracker_urls';
import { Migration20261123085000_tracker_visibility } from './Migration20261123085000_tracker_visibility';
import { Migration20261123120000_job_progress_item } from './Migration20261123120000_job_progress_item';
import { Migration20261124090000_billing } from './Migration20261124090000_billing';
import { Migration20261124090000_jobs_partial_runs } from './Migration20261124090000_jobs_partial_runs';
import { Migration20261124091000_jobs_vendor_calls } from './Migration20261124091000_jobs_vendor_calls';
import { Migration20261124130000_email_outbox } from './Migration20261124130000_email_outbox';
import { Migration20261124133000_runscale } from './Migration20261124133000_runscale';
import { Migration20261124183000_snapshots } from './Migration20261124183000_snapshots';

/** Listed explicitly so the same migrations run from TypeScript (tests) and the compiled build. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_accounts', class: Migration20261122000000_accounts },
  { name: 'Migration20261122010000_jobs_tracker', class: Migration20261122010000_jobs_tracker },
  { name: 'Migration20261123000000_credits', class: Migration20261123000000_credits },
  { name: 'Migration20261123010000_research', class: Migration20261123010000_research },
  { name: 'Migration20261123020000_articles', class: Migration20261123020000_articles },
  { name: 'Migration20261123030000_hardening', class: Migration20261123030000_hardening },
  { name: 'Migration20261123050000_billing', class: Migration20261123050000_billing },
  { name: 'Migration20261123060000_tracker_depth', class: Migration20261123060000_tracker_depth },
  { name: 'Migration20261123070000_sandbox_invoices', class: Migration20261123070000_sandbox_invoices },
  { name: 'Migration20261123080000_tracker_urls', class: Migration20261123080000_tracker_urls },
  { name: 'Migration20261123085000_tracker_visibility', class: Migration20261123085000_tracker_visibility },
  { name: 'Migration20261123120000_job_progress_item', class: Migration20261123120000_job_progress_item },
  { name: 'Migration20261124090000_billing', class: Migration20261124090000_billing },
  { name: 'Migration20261124090000_jobs_partial_runs', class: Migration20261124090000_jobs_partial_runs },
  { name: 'Migration20261124091000_jobs_vendor_calls', class: Migration20261124091000_jobs_vendor_calls },
  { name: 'Migration20261124130000_email_outbox', class: Migration20261124130000_email_outbox },
  { name: 'Migration20261124133000_runscale', class: Migration20261124133000_runscale },
  { name: 'Migration20261124183000_snapshots', class: Migration20261124183000_snapshots },
];
