import { openDatabase, type Database } from '../../src/db/orm';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The app's ORM on a fresh test database, without the app, for the tests of one file (or describe
 * block): opened before them, closed and dropped after them. Read it inside a test (`database().orm`).
 */
export function ormDatabaseForTests(): () => Database {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(testDatabase.config);
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });
  return () => {
    if (!database) throw new Error('The database is opened before the tests: read it inside one.');
    return database;
  };
}
