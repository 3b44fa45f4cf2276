import { GraphQLError } from 'graphql';
import { AppError } from '../../common/app-error';
import { toPublicError } from '../error-mapping';
import { formatGraphQLError } from '../graphql-errors';

describe('error mapping', () => {
  it('shows an AppError with its status and message', () => {
    expect(toPublicError(new AppError('TOO_MANY_REQUESTS', 'Slow down.'))).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'Slow down.' });
    expect(toPublicError(new AppError('MAINTENANCE', 'Back soon.')).status).toBe(503);
  });

  it('hides anything else behind a generic message', () => {
    expect(toPublicError(new Error('connection to 10.0.0.3 refused'))).toEqual({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('formats resolver errors for GraphQL without internals or stack traces', () => {
    const internal = new GraphQLError('relation "users" does not exist', { path: ['me'], originalError: new Error('relation "users" does not exist') });
    expect(formatGraphQLError({ ...internal.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } }, internal)).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      path: ['me'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });

    const expected = new GraphQLError('Nope', { path: ['users'], originalError: new AppError('FORBIDDEN', 'Nope') });
    expect(formatGraphQLError(expected.toJSON(), expected)).toEqual({ message: 'Nope', path: ['users'], extensions: { code: 'FORBIDDEN' } });
  });
});

describe('provider failures', () => {
  it('answer 502 when a vendor failed and 503 when it is unavailable, with the vendor-labelled message', () => {
    expect(toPublicError(new AppError('PROVIDER_ERROR', 'DataForSEO rejected the login and password.'))).toEqual({
      status: 502,
      code: 'PROVIDER_ERROR',
      message: 'DataForSEO rejected the login and password.',
    });
    expect(toPublicError(new AppError('PROVIDER_UNAVAILABLE', 'DataForSEO is unavailable right now (HTTP 503). Please try again later.')).status).toBe(503);
  });
});

describe('credits used up', () => {
  it('answers 400 (spec §8) with its own code, so clients tell a known limit from a bad request', () => {
    expect(toPublicError(new AppError('INSUFFICIENT_CREDITS', 'Insufficient keyword credits'))).toEqual({
      status: 400,
      code: 'INSUFFICIENT_CREDITS',
      message: 'Insufficient keyword credits',
    });
  });
});
