import {
  BREAK,
  getOperationAST,
  GraphQLError,
  isIntrospectionType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  visit,
  type ValidationRule,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { READS_LARGE_INPUT } from '../common/reads-large-input';
import { containsNulCharacter, NUL_CHARACTER_REFUSED } from '../common/validation';

export const MAX_QUERY_DEPTH = 8;
/**
 * Outside production, introspection is on and the standard introspection query (GraphiQL, Apollo
 * Sandbox) nests type references about 13 deep; an operation of introspection fields only may go this deep.
 */
export const MAX_INTROSPECTION_DEPTH = 16;
export const MAX_QUERY_COST = 1000;
/** What a root field costs unless its resolver declares more: each one reads or writes the database. */
export const ROOT_FIELD_COST = 10;
/** Aliased fields per document; the web app uses none, and a thousand aliases of one field are a thousand queries. */
export const MAX_ALIASES = 30;
/** Tokens per document, so an oversized document is refused while parsing instead of by every later step. */
export const MAX_DOCUMENT_TOKENS = 5000;

/**
 * Refuses documents with more than MAX_ALIASES aliases. A validation rule, so both transports run it
 * in the same pass as graphql's own rules, before any limit that walks fragments.
 */
export function AliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === MAX_ALIASES + 1) {
        context.reportError(limitError(`Too many aliases: a document may use at most ${MAX_ALIASES}.`));
      }
    },
  };
}

/**
 * Refuses a document that asks for more than one field marked READS_LARGE_INPUT (or one of them
 * twice, under aliases): their work grows with the size of their text, and one big variable shared
 * by many aliases would otherwise multiply it within one request. Each field is counted where it is
 * written, fragments included, so it is never counted less often than it runs.
 */
export function LargeInputFieldRule(context: ValidationContext): ASTVisitor {
  const asked: string[] = [];
  return {
    Field() {
      const field = context.getFieldDef();
      if (field?.extensions.readsLargeInput === READS_LARGE_INPUT.readsLargeInput) asked.push(field.name);
    },
    Document: {
      leave() {
        if (asked.length > 1) context.reportError(limitError(tooManyLargeInputFields(asked)));
      },
    },
  };
}

function tooManyLargeInputFields(asked: string[]): string {
  const names = [...new Set(asked)];
  const what = names.length === 1 ? `${names[0]} is asked for ${asked.length} times` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are asked for`;
  return `Too many expensive fields: ${what}; a document may ask for one field that reads a large input, once.`;
}

/** Our rules for every document; Apollo gets them as validationRules (and adds the introspection rule itself). */
export const DOCUMENT_RULES: readonly ValidationRule[] = [AliasLimitRule, LargeInputFieldRule];

/** Rules both transports add to graphql's own: Apollo gets them as validationRules, graphql-ws through validateOperation. */
export function extraValidationRules(production: boolean): ValidationRule[] {
  return production ? [...DOCUMENT_RULES, NoSchemaIntrospectionCustomRule] : [...DOCUMENT_RULES];
}

/** graphql's specified rules plus ours, for graphql-ws (Apollo runs the same set over HTTP). */
export function validateOperation(schema: GraphQLSchema, document: DocumentNode, production: boolean): readonly GraphQLError[] {
  return validate(schema, document, [...specifiedRules, ...extraValidationRules(production)]);
}

/**
 * Variable, NUL character, depth and cost checks for one operation that has passed validation (so
 * its fragments have no cycles). Called from the Apollo plugin (HTTP) and from graphql-ws onSubscribe.
 */
export function checkOperationLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined | null,
): readonly GraphQLError[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const variableDefinitions = operation.variableDefinitions ?? [];
  if (variableDefinitions.length > 0 || variables) {
    const coerced = getVariableValues(schema, variableDefinitions, variables ?? {}, { maxErrors: 10 });
    if (coerced.errors) return coerced.errors.map((error) => badVariableError(error.message));
    if (containsNulCharacter(variables)) return [badVariableError(NUL_CHARACTER_REFUSED)];
  }
  // Without variables the answer depends on the document alone, and Apollo hands every request with
  // the same query text the same parsed document: one that passed is not checked again.
  if (variableDefinitions.length > 0) return documentLimits(schema, document, operation, variables);
  if (passedOperations.get(operation) === schema) return [];
  const errors = documentLimits(schema, document, operation, undefined);
  if (errors.length === 0) passedOperations.set(operation, schema);
  return errors;
}

/** Operations without variables that passed documentLimits, with the schema they were checked against. */
const passedOperations = new WeakMap<OperationDefinitionNode, GraphQLSchema>();

/** NUL characters in the document's literals, depth and cost. */
function documentLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): readonly GraphQLError[] {
  const { nulLiteral, depth } = shapeOf(document, operation);
  if (nulLiteral) return [badVariableError(NUL_CHARACTER_REFUSED)];
  const introspectionOnly = operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'));
  const maxDepth = introspectionOnly ? MAX_INTROSPECTION_DEPTH : MAX_QUERY_DEPTH;
  if (depth > maxDepth) return [limitError(`Query is too deep: depth ${depth} exceeds the limit of ${maxDepth}.`)];

  const cost = costOf(schema, document, operation, variables);
  return cost > MAX_QUERY_COST ? [limitError(`Query is too expensive: cost ${cost} exceeds the limit of ${MAX_QUERY_COST}.`)] : [];
}

/**
 * An operation's cost, remembered per parsed document and set of variables: the cost depends on nothing else
 * (arguments such as a list's length price some fields), and walking the document with the estimators was a
 * quarter of the GraphQL layer's own time a request; a page sends the same operations with the same variables
 * on every view. Variables longer than COST_KEY_MAX_CHARS (a keyword import) are priced every time.
 */
function costOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): number {
  const key = variables === undefined ? '' : JSON.stringify(variables);
  const remembered = key.length <= COST_KEY_MAX_CHARS ? costs.get(operation) : undefined;
  const known = remembered?.get(key);
  if (known !== undefined && remembered?.schema === schema) return known;
  const cost = getComplexity({
    schema,
    query: document,
    variables,
    operationName: operation.name?.value,
    estimators: [fieldExtensionsEstimator(), rootFieldEstimator(schema), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (key.length <= COST_KEY_MAX_CHARS) {
    let byVariables = costs.get(operation);
    if (!byVariables || byVariables.schema !== schema || byVariables.size >= COSTS_PER_OPERATION) costs.set(operation, (byVariables = Object.assign(new Map<string, number>(), { schema })));
    byVariables.set(key, cost);
  }
  return cost;
}

/** Costs worked out, per operation (with the schema they were worked out against) and its variables as JSON. */
const costs = new WeakMap<OperationDefinitionNode, Map<string, number> & { schema: GraphQLSchema }>();
/** Sets of variables remembered per operation, at most (then it starts again). */
const COSTS_PER_OPERATION = 256;
const COST_KEY_MAX_CHARS = 2048;

/**
 * What an operation's limits read from its document alone (NUL characters in its literals, its depth), worked out
 * once per parsed document: Apollo hands every request with the same query text the same document, so an
 * operation with variables (most of the app's) walks its whole document once, not on every request.
 */
const shapes = new WeakMap<OperationDefinitionNode, { nulLiteral: boolean; depth: number }>();

function shapeOf(document: DocumentNode, operation: OperationDefinitionNode): { nulLiteral: boolean; depth: number } {
  let shape = shapes.get(operation);
  if (!shape) {
    const fragments = new Map(
      document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
    );
    shape = { nulLiteral: hasNulLiteral(document), depth: selectionDepth(operation.selectionSet, fragments) };
    shapes.set(operation, shape);
  }
  return shape;
}

/** A string literal with a NUL character (written `\u0000` in the document). */
function hasNulLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** Fields nested in a selection set, introspection fields included; fragments are followed. */
function selectionDepth(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + (selection.selectionSet ? selectionDepth(selection.selectionSet, fragments) : 0));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments));
    }
  }
  return deepest;
}

/** ROOT_FIELD_COST plus the children for fields of the Query, Mutation and Subscription types. */
function rootFieldEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const roots = new Set<unknown>([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  return ({ type, field, childComplexity }) => {
    if (!roots.has(type) || isIntrospectionType(type) || field.name.startsWith('__')) return undefined;
    return ROOT_FIELD_COST + childComplexity;
  };
}

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

function badVariableError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}
