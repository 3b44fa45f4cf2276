import 'reflect-metadata';
import { loadConfig } from '../config';
import { migratorOf, openDatabase } from '../db/orm';

/** Applies pending migrations and exits (the api also applies them on start). */
async function migrate(): Promise<void> {
  const database = await openDatabase(loadConfig().database);
  const executed = await (await migratorOf(database.orm)).getExecutedMigrations();
  console.log(`Database is up to date (${executed.length} migrations applied).`);
  await database.close();
}

migrate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
