import express from 'express';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { registerApiRoutes } from '../../src/server/rest';

/** A value of the type that passes GraphQL's own validation, so the operation reaches its resolver. */
export function sampleOf(type: GraphQLInputType, id: string): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType, id);
  if (isListType(type)) return [sampleOf(type.ofType, id)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, sampleOf(field.type, id)]));
  }
  switch (type.name) {
    case 'ID':
      return id;
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTimeISO':
      return new Date().toISOString();
    default:
      return 'x';
  }
}

export type OperationKind = 'query' | 'mutation' | 'subscription';

/**
 * `field` alone in an operation of `kind`: its required arguments, and those `given` names, as variables
 * (`given` wins over the samples).
 */
export function operationOf(kind: OperationKind, field: GraphQLField<unknown, unknown>, id: string, given: Record<string, unknown> = {}) {
  const args = field.args.filter((arg) => (isNonNullType(arg.type) && arg.defaultValue === undefined) || arg.name in given);
  const declared = args.length > 0 ? `(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
  const passed = args.length > 0 ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    query: `${kind}${declared} { ${field.name}${passed}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, arg.name in given ? given[arg.name] : sampleOf(arg.type, id)])),
  };
}

export const fieldsOf = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {});

/** Every REST route as "METHOD /path". */
export function restRoutes(): string[] {
  const router = express.Router();
  registerApiRoutes(router);
  return router.stack.flatMap((layer) => {
    // express's types leave out the methods a route answers.
    const route = layer.route as unknown as { path: string; methods: Record<string, boolean> } | undefined;
    return route ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`) : [];
  });
}
