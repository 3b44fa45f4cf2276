import { DriverException } from '@mikro-orm/core';

/** What a logged database error keeps besides its message and stack: where it happened, never a value. */
const KEPT_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint', 'position'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** A name PostgreSQL quotes in its messages (a table, a constraint, an encoding); anything else quoted may be a value. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_$.]*$/;
/** knex joins statement and message with this; MikroORM puts PostgreSQL's detail and hint after them. */
const SEPARATOR = ' - ';
const DETAIL = '\n - detail: ';
const HINT = '\n - hint: ';
const DOLLAR_QUOTE = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;
const NUMBER = /[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;

/**
 * A database error as it may be logged: the statement without its values, the error's code and
 * PostgreSQL's message without the values it quotes. MikroORM writes parameter values into the SQL it
 * sends and knex puts that SQL in front of PostgreSQL's message, so a raw error carries every value of
 * the statement (password hashes, emails, API token hashes, keywords), and `detail` repeats the row.
 * Other errors pass unchanged, except for a database error among their causes.
 */
export function withoutDatabaseValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (!isDatabaseError(error)) {
    if (!(cause instanceof Error)) return error;
    return copyOf(error, error.message, { ...error, cause: withoutDatabaseValues(cause) });
  }
  const kept: Record<string, unknown> = {};
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) kept[field] = value;
  }
  if (cause !== undefined) kept.cause = withoutDatabaseValues(cause);
  return copyOf(error, redactMessage(error.message), kept);
}

function isDatabaseError(error: Error): boolean {
  if (error instanceof DriverException) return true;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/** An error of the same class with the given message and fields; its stack keeps only the frames. */
function copyOf(error: Error, message: string, fields: Record<string, unknown>): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true, configurable: true });
  Object.defineProperty(copy, 'stack', { value: [`${error.name}: ${message}`, ...frames].join('\n'), enumerable: false, writable: true, configurable: true });
  return Object.assign(copy, fields, { name: error.name });
}

/**
 * knex's message is `<statement> - <PostgreSQL's message>`, and MikroORM adds PostgreSQL's detail and
 * hint on lines of their own (the detail repeats the row). The statement keeps its shape with each
 * literal (string, number, dollar-quoted text) as `?`; PostgreSQL's message loses anything it quotes
 * that is not a plain name, and any of the statement's values it repeats; detail and hint go.
 */
export function redactMessage(message: string): string {
  const annotations = [DETAIL, HINT].map((marker) => message.indexOf(marker)).filter((index) => index >= 0);
  const main = annotations.length > 0 ? message.slice(0, Math.min(...annotations)) : message;
  const separator = lastSeparator(main);
  if (separator < 0) return redactReason(main, []);
  const statement = scanStatement(main.slice(0, separator));
  return `${statement.text} - ${redactReason(main.slice(separator + SEPARATOR.length), statement.values)}`;
}

function redactReason(reason: string, values: string[]): string {
  const known = new Set(values);
  let redacted = reason.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) => (PLAIN_NAME.test(inner) && !known.has(inner) ? quoted : '"?"'));
  for (const value of values.filter((candidate) => candidate.length >= 4).sort((a, b) => b.length - a.length)) {
    redacted = redacted.replace(new RegExp(`(?<![A-Za-z0-9_])${escapeRegExp(value)}(?![A-Za-z0-9_])`, 'g'), '?');
  }
  return redacted;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where knex's separator is: the last ` - ` outside quotes; -1 when there is none. */
function lastSeparator(message: string): number {
  let found = -1;
  scanStatement(message, (index) => {
    found = index;
  });
  return found;
}

/**
 * One pass over SQL: literals become `?` (their values are collected); quoted identifiers, parameters
 * ($1) and comments stay. `onSeparator` hears of every ` - ` outside quotes, by its index in `sql`.
 */
function scanStatement(sql: string, onSeparator?: (index: number) => void): { text: string; values: string[] } {
  const values: string[] = [];
  let text = '';
  let i = 0;
  const isWordChar = (char: string | undefined) => !!char && /[A-Za-z0-9_$]/.test(char);
  while (i < sql.length) {
    const char = sql[i];
    const dollarTag = char === '$' && !isWordChar(sql[i - 1]) ? matchAt(DOLLAR_QUOTE, sql, i) : undefined;
    if (char === "'") {
      // E'…' strings escape with backslashes; every string doubles its quotes.
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !isWordChar(sql[i - 2]);
      let end = i + 1;
      let value = '';
      while (end < sql.length && !(sql[end] === "'" && sql[end + 1] !== "'")) {
        const doubledQuote = sql[end] === "'";
        const step = doubledQuote || (escapes && sql[end] === '\\') ? 2 : 1;
        value += doubledQuote ? "'" : sql.slice(end, end + step);
        end += step;
      }
      values.push(value);
      text += '?';
      i = end + 1;
    } else if (char === '"') {
      const end = closingQuote(sql, i);
      text += sql.slice(i, end + 1);
      i = end + 1;
    } else if (dollarTag) {
      const end = sql.indexOf(dollarTag, i + dollarTag.length);
      values.push(sql.slice(i + dollarTag.length, end < 0 ? sql.length : end));
      text += '?';
      i = end < 0 ? sql.length : end + dollarTag.length;
    } else if (/[0-9]/.test(char) && !isWordChar(sql[i - 1])) {
      const number = matchAt(NUMBER, sql, i) ?? char;
      values.push(number);
      text += '?';
      i += number.length;
    } else {
      if (sql.startsWith(SEPARATOR, i)) onSeparator?.(i);
      text += char;
      i += 1;
    }
  }
  return { text, values };
}

function matchAt(pattern: RegExp, text: string, index: number): string | undefined {
  pattern.lastIndex = index;
  return pattern.exec(text)?.[0];
}

function closingQuote(sql: string, start: number): number {
  let end = start + 1;
  while (end < sql.length) {
    if (sql[end] === '"' && sql[end + 1] === '"') end += 2;
    else if (sql[end] === '"') return end;
    else end += 1;
  }
  return sql.length - 1;
}
