import { Migration } from '@mikro-orm/migrations';

/**
 * Alert rules on AI visibility projects: a rule watches a tracking instance or a project (exactly one), a
 * project's rule optionally one surface. Their alerts name the project, and `notifications.run_id` then names
 * the AI visibility run, so it no longer references tracking_runs; an alert still goes with its instance or
 * project (runs are never deleted on their own).
 */
export class Migration20261130120000_ai_visibility_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table alert_rules alter column instance_id drop not null;');
    this.addSql('alter table alert_rules add column project_id uuid null references ai_visibility_projects (id) on delete cascade;');
    this.addSql('alter table alert_rules add column surface varchar(24) null;');
    this.addSql('alter table alert_rules add constraint alert_rules_subject_check check ((instance_id is null) <> (project_id is null));');
    this.addSql('create index alert_rules_project_id_index on alert_rules (project_id) where project_id is not null;');
    this.addSql('alter table notifications alter column instance_id drop not null;');
    this.addSql('alter table notifications add column project_id uuid null references ai_visibility_projects (id) on delete cascade;');
    this.addSql('alter table notifications drop constraint notifications_run_id_fkey;');
    this.addSql('alter table notifications add constraint notifications_subject_check check ((instance_id is null) <> (project_id is null));');
  }

  override async down(): Promise<void> {
    this.addSql('delete from notifications where project_id is not null;');
    this.addSql('delete from alert_rules where project_id is not null;');
    this.addSql('alter table notifications drop constraint notifications_subject_check;');
    this.addSql('alter table notifications add constraint notifications_run_id_fkey foreign key (run_id) references tracking_runs (id) on delete cascade;');
    this.addSql('alter table notifications drop column project_id;');
    this.addSql('alter table notifications alter column instance_id set not null;');
    this.addSql('drop index alert_rules_project_id_index;');
    this.addSql('alter table alert_rules drop constraint alert_rules_subject_check;');
    this.addSql('alter table alert_rules drop column surface;');
    this.addSql('alter table alert_rules drop column project_id;');
    this.addSql('alter table alert_rules alter column instance_id set not null;');
  }
}
