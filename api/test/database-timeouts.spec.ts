import type { Knex } from '@mikro-orm/postgresql';
import type { Client } from 'pg';
import { CONNECTION_WAIT_MS, QUERY_TIMEOUT_MS } from '../src/db/orm';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it("gives every database call of the app's pool a time limit", async () => {
  const knex = app.database.orm.em.getConnection().getKnex();
  const client = knex.client as Knex.Client & { config: { acquireConnectionTimeout: number } };
  expect(client.config.acquireConnectionTimeout).toBe(CONNECTION_WAIT_MS);
  const connection = (await client.acquireConnection()) as Client & { connectionParameters: { query_timeout: number } };
  try {
    expect(connection.connectionParameters.query_timeout).toBe(QUERY_TIMEOUT_MS);
    if (app.database.mode === 'postgres') {
      // PostgreSQL stops a statement, and a transaction left idle, before the client gives up.
      expect((await connection.query('show statement_timeout')).rows[0]).toEqual({ statement_timeout: '25s' });
      expect((await connection.query('show idle_in_transaction_session_timeout')).rows[0]).toEqual({ idle_in_transaction_session_timeout: '1min' });
    }
  } finally {
    await client.releaseConnection(connection);
  }
});
