import { buildSchema, parse } from 'graphql';
import { checkOperationLimits, MAX_QUERY_DEPTH } from '../graphql-limits';

const schema = buildSchema(`
  type Node { name: String, child: Node, children: [Node] }
  type Query { root: Node }
`);

function nested(depth: number): string {
  return `{ root ${'{ child '.repeat(depth - 1)}{ name }${' }'.repeat(depth - 1)} }`;
}

describe('checkOperationLimits', () => {
  it('accepts an operation at the depth limit', () => {
    expect(checkOperationLimits(schema, parse(nested(MAX_QUERY_DEPTH - 1)), {}, undefined)).toEqual([]);
  });

  it('refuses an operation deeper than the limit', () => {
    const errors = checkOperationLimits(schema, parse(nested(MAX_QUERY_DEPTH + 2)), {}, undefined);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/exceeds maximum operation depth/);
  });

  it('refuses an operation whose cost is above the limit', () => {
    const wide = `{ ${Array.from({ length: 600 }, (_, i) => `a${i}: root { name }`).join(' ')} }`;
    expect(checkOperationLimits(schema, parse(wide), {}, undefined)[0].message).toMatch(/^Query is too expensive/);
  });
});
