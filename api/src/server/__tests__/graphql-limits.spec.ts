import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import { READS_LARGE_INPUT } from '../../common/reads-large-input';
import { AliasLimitRule, checkOperationLimits, LargeInputFieldRule, MAX_ALIASES, MAX_INTROSPECTION_DEPTH, MAX_QUERY_DEPTH, ROOT_FIELD_COST } from '../graphql-limits';

const schema = buildSchema(`
  type Node { name: String, child: Node, children: [Node] }
  type Query { root: Node, node(id: ID!): Node }
`);

/** An operation whose deepest field is `depth` fields down: root { child { … { name } } }. */
function ofDepth(depth: number): string {
  return `{ root ${'{ child '.repeat(depth - 2)}{ name }${' }'.repeat(depth - 2)} }`;
}

const limits = (query: string, variables: Record<string, unknown> = {}) => checkOperationLimits(schema, parse(query), variables, undefined);

describe('checkOperationLimits', () => {
  it('accepts an operation at the depth limit and refuses one a level deeper', () => {
    expect(limits(ofDepth(MAX_QUERY_DEPTH))).toEqual([]);
    const errors = limits(ofDepth(MAX_QUERY_DEPTH + 1));
    expect(errors.map((error) => error.message)).toEqual([`Query is too deep: depth ${MAX_QUERY_DEPTH + 1} exceeds the limit of ${MAX_QUERY_DEPTH}.`]);
  });

  it('counts fields reached through fragments', () => {
    const query = `{ root { ...Deep } } fragment Deep on Node { child { child { child { child { child { child { child { name } } } } } } } }`;
    expect(limits(query)[0]?.message).toMatch(/^Query is too deep: depth 9/);
  });

  it('counts introspection fields, with room for the standard introspection query only', () => {
    expect(limits(`{ root { child { child { child { child { child { child { __typename } } } } } } } }`)).toEqual([]);
    expect(limits(`{ root { child { child { child { child { child { child { child { __typename } } } } } } } } }`)[0]?.message).toMatch(/^Query is too deep/);
    const typeRef = (levels: number): string => (levels === 0 ? 'name' : `name ofType { ${typeRef(levels - 1)} }`);
    const introspection = (levels: number) => `{ __schema { types { fields { type { ${typeRef(levels)} } } } } }`;
    expect(limits(getIntrospectionQuery())).toEqual([]);
    expect(limits(introspection(MAX_INTROSPECTION_DEPTH - 5))).toEqual([]);
    expect(limits(introspection(MAX_INTROSPECTION_DEPTH - 4))[0]?.message).toMatch(/^Query is too deep/);
  });

  it('refuses an operation whose cost is above the limit', () => {
    const wide = `{ ${Array.from({ length: 600 }, (_, i) => `a${i}: root { name }`).join(' ')} }`;
    expect(limits(wide)[0].message).toMatch(/^Query is too expensive/);
  });

  it('charges every root field for its database work', () => {
    const roots = Array.from({ length: 100 }, (_, i) => `a${i}: root`).join(' ');
    expect(limits(`{ ${roots.replace(/root/g, 'root { name }')} }`)[0]?.message).toBe(`Query is too expensive: cost ${100 * (ROOT_FIELD_COST + 1)} exceeds the limit of 1000.`);
  });

  it('answers a parsed document the same way each time it is checked, whatever its variables', () => {
    const fine = parse(ofDepth(3));
    const deep = parse(ofDepth(MAX_QUERY_DEPTH + 1));
    for (let i = 0; i < 2; i += 1) {
      expect(checkOperationLimits(schema, fine, undefined, undefined)).toEqual([]);
      expect(checkOperationLimits(schema, deep, undefined, undefined)[0]?.message).toMatch(/^Query is too deep/);
    }
    // Variables the operation does not declare are still read: a NUL among them is refused after the document passed.
    expect(checkOperationLimits(schema, fine, { note: 'a\u0000b' }, undefined)[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('prices a parsed document by its variables each time it is checked', () => {
    const priced = buildSchema(`type Query { items(n: Int!): [String] }`);
    const items = priced.getQueryType()!.getFields().items as { extensions: Record<string, unknown> };
    items.extensions = { complexity: ({ args }: { args: { n: number } }) => args.n * 10 };
    const document = parse('query ($n: Int!) { items(n: $n) }');
    const check = (n: number) => checkOperationLimits(priced, document, { n }, undefined);
    for (let i = 0; i < 2; i += 1) {
      expect(check(5)).toEqual([]);
      expect(check(500)[0]?.message).toMatch(/^Query is too expensive: cost 5/);
    }
  });

  it('answers invalid variables as a client mistake', () => {
    const errors = limits('query ($id: ID!) { node(id: $id) { name } }', { id: { not: 'an id' } });
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/^Variable "\$id" got invalid value/), extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    expect(limits('query ($id: ID!) { node(id: $id) { name } }', {})[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('AliasLimitRule', () => {
  const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: root { name }`).join(' ')} }`;

  it(`allows ${MAX_ALIASES} aliases and refuses one more`, () => {
    expect(validate(schema, parse(aliased(MAX_ALIASES)), [...specifiedRules, AliasLimitRule])).toEqual([]);
    const errors = validate(schema, parse(aliased(MAX_ALIASES + 1)), [...specifiedRules, AliasLimitRule]);
    expect(errors.map((error) => error.message)).toEqual([`Too many aliases: a document may use at most ${MAX_ALIASES}.`]);
  });
});

describe('LargeInputFieldRule', () => {
  const marked = buildSchema(`type Query { score(text: String!): Int, preview(text: String!): Int, plain: Int }`);
  Object.assign(marked.getQueryType()!.getFields().score.extensions, READS_LARGE_INPUT);
  Object.assign(marked.getQueryType()!.getFields().preview.extensions, READS_LARGE_INPUT);
  const messages = (query: string) => validate(marked, parse(query), [...specifiedRules, LargeInputFieldRule]).map((error) => error.message);

  it('allows one field that reads a large input, beside any others', () => {
    expect(messages('query ($t: String!) { score(text: $t) plain other: plain }')).toEqual([]);
  });

  it('refuses one under two aliases, two different ones, and one repeated through a fragment', () => {
    const once = 'a document may ask for one field that reads a large input, once.';
    expect(messages('query ($t: String!) { a: score(text: $t) b: score(text: $t) c: score(text: $t) }')).toEqual([`Too many expensive fields: score is asked for 3 times; ${once}`]);
    expect(messages('query ($t: String!) { score(text: $t) preview(text: $t) }')).toEqual([`Too many expensive fields: score and preview are asked for; ${once}`]);
    expect(messages('query ($t: String!) { a: score(text: $t) ...Again } fragment Again on Query { b: score(text: "x") }')).toEqual([`Too many expensive fields: score is asked for 2 times; ${once}`]);
  });
});
