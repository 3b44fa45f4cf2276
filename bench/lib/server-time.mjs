// Server time of reads: EXPLAIN ANALYZE of the statements a read sends, on PostgreSQL and on the embedded PGlite alike.
import { median } from './stats.mjs';

/** Server time of one statement: EXPLAIN ANALYZE's execution time without per-node timing (whose clock reads inflate plans of many small steps), median of `times`. */
export async function explainMedian(connection, text, params, times = 5) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const [row] = await connection.execute(`explain (analyze, timing off, format json) ${text}`, params);
    const plan = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
    samples.push(plan[0]['Execution Time']);
  }
  return median(samples);
}

/**
 * Records the select statements (as text or a query builder) one call of `read` sends through `connection` (a MikroORM connection; every
 * em.fork() of the ORM shares it), then sums their server times (each the median of `times`). Answers how many
 * statements, the sum, and the slowest statement with its time.
 */
export async function serverTime(connection, read, times = 5) {
  const statements = [];
  const execute = connection.execute;
  connection.execute = function (query, params, ...rest) {
    const sent = typeof query === 'string' ? { sql: query, params: params ?? [] } : query && typeof query.toSQL === 'function' ? ((q) => ({ sql: q.sql, params: q.bindings ?? [] }))(query.toSQL()) : null;
    if (sent && /^\s*(with|select)\b/i.test(sent.sql)) statements.push(sent);
    return execute.call(this, query, params, ...rest);
  };
  try {
    await read();
  } finally {
    connection.execute = execute;
  }
  let ms = 0;
  let slowest = { ms: -1, sql: '', params: [] };
  for (const statement of statements) {
    const statementMs = await explainMedian(connection, statement.sql, statement.params, times);
    ms += statementMs;
    if (statementMs > slowest.ms) slowest = { ms: statementMs, sql: statement.sql, params: statement.params };
  }
  return { statements: statements.length, ms, slowest };
}
