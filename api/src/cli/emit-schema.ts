import 'reflect-metadata';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { buildAppSchema } from '../server/schema';

/** The committed contract between api and web; a test fails when it is stale. */
export const SCHEMA_FILE = path.resolve(__dirname, '../../../schema/schema.graphql');

async function emit(): Promise<void> {
  await emitSchemaDefinitionFile(SCHEMA_FILE, await buildAppSchema());
  console.log(`GraphQL schema written to ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}

if (require.main === module) {
  emit().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
