import { Migration } from '@mikro-orm/migrations';

/**
 * Every process that remembers session rows (SessionCache) LISTENs on `rankcraft_user_changes`: a
 * changed or deleted user notifies its id, a change of the maintenance switch notifies '*'. Triggers,
 * so that no write path (the ORM, SQL, another replica, an operator's psql) can forget to. A NOTIFY is
 * delivered on commit, and not at all on rollback.
 */
export class Migration20261125010000_session_cache extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function notify_user_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('rankcraft_user_changes', old.id::text);
        return null;
      end $$;`);
    this.addSql(`create trigger users_changed after update or delete on users
      for each row execute function notify_user_changed();`);
    this.addSql(`create function notify_maintenance_changed() returns trigger language plpgsql as $$
      begin
        if coalesce(new.key, old.key) = 'maintenance' then
          perform pg_notify('rankcraft_user_changes', '*');
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger maintenance_changed after insert or update or delete on app_settings
      for each row execute function notify_maintenance_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger maintenance_changed on app_settings;');
    this.addSql('drop function notify_maintenance_changed();');
    this.addSql('drop trigger users_changed on users;');
    this.addSql('drop function notify_user_changed();');
  }
}
