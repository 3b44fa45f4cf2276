import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `"<document source>": types.<ExportName>,` — one line of the documents map in the generated gql.ts. */
const MAP_LINE = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/;

/** `export const <Name> = {<DocumentNode as JSON>} as unknown as DocumentNode<…>;` — one document in graphql.ts. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;
const VIRTUAL_PREFIX = 'virtual:rankcraft-document/';
const RESOLVED_PREFIX = '\0rankcraft-document:';

/** Document source (as written in `graphql(`…`)`) → the name of its typed DocumentNode in graphql.ts. */
function readSourceMap(gqlDir: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const line of readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8').split('\n')) {
    const match = MAP_LINE.exec(line);
    if (match) names.set(JSON.parse(match[1]) as string, match[2]);
  }
  return names;
}

/** Name of a typed DocumentNode in graphql.ts → its JSON text. */
function readDocuments(gqlDir: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8').split('\n')) {
    const match = DOCUMENT_LINE.exec(line);
    if (match) documents.set(match[1], JSON.stringify(JSON.parse(match[2])));
  }
  return documents;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `graphql(`…`)` call with one plain template literal (the client preset allows no interpolation). */
function graphqlCalls(node: unknown, found: { start: number; end: number; source: string }[] = []) {
  if (Array.isArray(node)) {
    for (const child of node) graphqlCalls(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  const callee = node.callee as Node | undefined;
  const args = node.arguments as Node[] | undefined;
  if (
    node.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    callee.name === 'graphql' &&
    args?.length === 1 &&
    args[0].type === 'TemplateLiteral' &&
    (args[0].expressions as unknown[]).length === 0
  ) {
    const [quasi] = args[0].quasis as { value: { cooked: string } }[];
    found.push({ start: node.start, end: node.end, source: quasi.value.cooked });
    return found;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') graphqlCalls(value, found);
  }
  return found;
}

/**
 * The client preset's `graphql()` looks each document up in one map of every document of the app (src/gql/gql.ts),
 * so every chunk that calls it carries the documents of all screens. In the build, this plugin replaces each
 * `graphql(`…`)` call with an import of that one document — what the preset's babel and swc plugins do, for vite's
 * own pipeline. Each document is its own small module (the DocumentNode that src/gql/graphql.ts exports under that
 * name), because a bundler keeps a module whole in one chunk: importing from graphql.ts itself would put every
 * used document of the app in one shared chunk. Sources and types stay as they are; jest and the dev server keep
 * using the map.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  let names = new Map<string, string>();
  let documents = new Map<string, string>();
  return {
    name: 'rankcraft:graphql-documents',
    apply: 'build',
    buildStart() {
      names = readSourceMap(gqlDir);
      documents = readDocuments(gqlDir);
      if (names.size === 0 || documents.size === 0) this.error(`No documents found in ${gqlDir}; run \`npm run codegen\`.`);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const document = documents.get(name);
      if (!document) this.error(`${name} is not a document in ${path.join(gqlDir, 'graphql.ts')}; run \`npm run codegen\`.`);
      return `export default ${document};\n`;
    },
    transform: {
      filter: { id: { include: /\/src\/.*\.tsx?$/, exclude: /\/src\/gql\// }, code: 'graphql(`' },
      handler(code, id) {
        const calls = graphqlCalls(this.parse(code));
        if (calls.length === 0) return null;
        const imports = new Map<string, string>();
        let out = '';
        let last = 0;
        for (const call of calls.sort((a, b) => a.start - b.start)) {
          const original = code.slice(call.start, call.end);
          if (!original.startsWith('graphql(')) this.error(`Unexpected source positions in ${id}.`);
          const exportName = names.get(call.source);
          if (!exportName) {
            this.error(`A graphql() document in ${id} is not in src/gql/gql.ts; run \`npm run codegen\`.`);
          }
          const local = `__document_${exportName}`;
          imports.set(exportName, local);
          // Keep the line count, so positions after the call (and the source map) stay right.
          out += code.slice(last, call.start) + local + '\n'.repeat(original.split('\n').length - 1);
          last = call.end;
        }
        // Imports are hoisted, so these go last and no line moves.
        out += code.slice(last) + '\n';
        for (const [name, local] of imports) out += `import ${local} from ${JSON.stringify(VIRTUAL_PREFIX + name)};\n`;
        return { code: out, map: null };
      },
    },
  };
}
