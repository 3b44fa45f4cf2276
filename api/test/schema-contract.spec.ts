import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { buildAppSchema } from '../src/server/schema';

const ROOT = path.resolve(__dirname, '../..');

// The committed schema and the generated web types are the api/web contract: both must be fresh.
describe('schema contract', () => {
  it('schema/schema.graphql matches a fresh emit from the api (run `npm run schema:emit`)', async () => {
    const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'rankcraft-schema-')), 'schema.graphql');
    await emitSchemaDefinitionFile(fresh, await buildAppSchema());
    expect(readFileSync(path.join(ROOT, 'schema/schema.graphql'), 'utf8')).toBe(readFileSync(fresh, 'utf8'));
  });

  it('web/src/gql matches a fresh codegen from the committed schema (run `npm run codegen`)', () => {
    // Codegen runs in a copy of its inputs, so the check never touches the work tree.
    const copy = mkdtempSync(path.join(tmpdir(), 'rankcraft-codegen-'));
    for (const input of ['codegen.ts', 'schema/schema.graphql', 'web/src']) cpSync(path.join(ROOT, input), path.join(copy, input), { recursive: true });
    rmSync(path.join(copy, 'web/src/gql'), { recursive: true, force: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));

    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--silent'], { cwd: copy, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);

    const generatedDir = path.join(copy, 'web/src/gql');
    const files = readdirSync(generatedDir).sort();
    expect(readdirSync(path.join(ROOT, 'web/src/gql')).sort()).toEqual(files);
    for (const file of files) {
      expect({ file, content: readFileSync(path.join(ROOT, 'web/src/gql', file), 'utf8') }).toEqual({ file, content: readFileSync(path.join(generatedDir, file), 'utf8') });
    }
    rmSync(copy, { recursive: true, force: true });
  }, 60_000);
});
