import { CheckConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { redactMessage, withoutDatabaseValues } from '../database-error-log';

/** An error shaped as pg raises it, after knex and MikroORM's converter have written the statement and detail into its message. */
function driverError(message: string, fields: Record<string, unknown> = {}) {
  const raw = Object.assign(new Error(message), { code: '23505', severity: 'ERROR', routine: '_bt_check_unique', table: 'users', constraint: 'users_email_unique', ...fields });
  return new UniqueConstraintViolationException(raw);
}

describe('redactMessage', () => {
  it('keeps the statement with its literals as ?, and PostgreSQL message without the values', () => {
    const message =
      `insert into "users" ("email", "password_hash", "plan_id") values ('ada@example.com', '$argon2id$v=19$m=19456,t=2,p=1$abc$def', 3) - ` +
      `duplicate key value violates unique constraint "users_email_unique"\n - detail: Key (email)=(ada@example.com) already exists.`;
    expect(redactMessage(message)).toBe('insert into "users" ("email", "password_hash", "plan_id") values (?, ?, ?) - duplicate key value violates unique constraint "users_email_unique"');
  });

  it('reads quotes, escapes, dollar quotes, parameters and separators inside literals', () => {
    const message = `select * from "t0" where "a" = 'it''s - here' and "b" = E'back\\\\slash\\' - quote' and c = $1 and d = $tag$x - y$tag$ and "e""f" > 1.5e3 - oops`;
    expect(redactMessage(message)).toBe(`select * from "t0" where "a" = ? and "b" = E? and c = $1 and d = ? and "e""f" > ? - oops`);
  });

  it('drops what PostgreSQL quotes that is not a plain name, and values of the statement it repeats', () => {
    expect(redactMessage(`select * from "jobs" where "id" = 'not-a-uuid' - invalid input syntax for type uuid: "not-a-uuid"`)).toBe(
      'select * from "jobs" where "id" = ? - invalid input syntax for type uuid: "?"',
    );
    expect(redactMessage(`select * from "users" where "plan_id" = 'premium' - invalid input syntax for type smallint: "premium"`)).toBe(
      'select * from "users" where "plan_id" = ? - invalid input syntax for type smallint: "?"',
    );
  });

  it('keeps names that merely contain a value of the statement', () => {
    expect(redactMessage(`insert into "users" ("role") values ('user') - new row for relation "users" violates check constraint "users_role_check"`)).toBe(
      'insert into "users" ("role") values (?) - new row for relation "users" violates check constraint "users_role_check"',
    );
  });

  it('redacts a message without a statement to what it names', () => {
    expect(redactMessage('invalid input syntax for type json: "{oops"')).toBe('invalid input syntax for type json: "?"');
    expect(redactMessage('relation "missing_table" does not exist')).toBe('relation "missing_table" does not exist');
  });
});

describe('withoutDatabaseValues', () => {
  it('keeps class, code and names, and drops detail, hint and the values in message and stack', () => {
    const error = driverError(`insert into "users" ("email") values ('ada@example.com') - duplicate key value violates unique constraint "users_email_unique"`, {
      detail: 'Key (email)=(ada@example.com) already exists.',
      hint: 'ada@example.com',
      where: 'ada@example.com',
    });
    const redacted = withoutDatabaseValues(error) as Error & Record<string, unknown>;
    expect(redacted).toBeInstanceOf(UniqueConstraintViolationException);
    expect(redacted.message).toBe('insert into "users" ("email") values (?) - duplicate key value violates unique constraint "users_email_unique"');
    expect(redacted.stack?.split('\n')[0]).toBe(`UniqueConstraintViolationException: ${redacted.message}`);
    expect(redacted.stack).toMatch(/\n\s+at /);
    expect({ ...redacted }).toEqual({ name: 'UniqueConstraintViolationException', code: '23505', severity: 'ERROR', routine: '_bt_check_unique', table: 'users', constraint: 'users_email_unique' });
    expect(JSON.stringify({ ...redacted, message: redacted.message, stack: redacted.stack })).not.toContain('ada@example.com');
  });

  it('redacts a database error among the causes of another error, and leaves other errors alone', () => {
    const cause = new CheckConstraintViolationException(Object.assign(new Error(`update "t" set "v" = 'secret-value' - new row violates check constraint "t_v"`), { code: '23514', severity: 'ERROR' }));
    const wrapper = new Error('could not save', { cause });
    const redacted = withoutDatabaseValues(wrapper) as Error;
    expect(redacted.message).toBe('could not save');
    expect((redacted.cause as Error).message).toBe('update "t" set "v" = ? - new row violates check constraint "t_v"');
    const plain = new Error('nothing to hide');
    expect(withoutDatabaseValues(plain)).toBe(plain);
  });
});
