import pino, { stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config';
import { withoutDatabaseValues } from '../db/database-error-log';

const CENSOR = '[Redacted]';

/** Fields that carry credentials wherever they appear in a log object (pino paths, one level of wildcard). */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'connectionParams',
  '*.connectionParams',
  '*.authorization',
  '*.password',
  '*.apiKey',
  '*.token',
  '*.jwtSecret',
];

/** A bearer token anywhere in a line, e.g. inside an error message that quotes a header. */
const BEARER_TOKEN = /\b(Bearer\s+)[\w.~+/=-]+/gi;

/** In production, log lines reach stdout in batches of this many bytes, or after LOG_FLUSH_MS at the latest. */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 500;

/**
 * The app's logger. Credentials never reach a log line: known fields are redacted, database errors
 * keep their statement without its values, and as a last line of defence every line is scrubbed of
 * bearer tokens and of the configured secrets (vendor keys, passwords, the JWT secret), whatever field
 * or message carries them. In production lines are written to stdout in batches (a write per line
 * was a tenth of a small request's CPU time) and flushed when the process exits; elsewhere at once.
 */
export function createLogger(config: AppConfig, destination: DestinationStream | undefined = defaultDestination(config)): Logger {
  const secrets = configuredSecrets(config).map((secret) => JSON.stringify(secret).slice(1, -1));
  const scrub = (line: string): string => {
    let scrubbed = line.replace(BEARER_TOKEN, `$1${CENSOR}`);
    // A line without the secret (nearly every line) is searched, not copied.
    for (const secret of secrets) if (scrubbed.includes(secret)) scrubbed = scrubbed.split(secret).join(CENSOR);
    return scrubbed;
  };
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      serializers: { err: (error: unknown) => stdSerializers.err(withoutDatabaseValues(error) as Error) },
      hooks: { streamWrite: scrub },
    },
    destination,
  );
}

/** Secret values from the configuration; short values are left out, they would censor ordinary words. */
function configuredSecrets(config: AppConfig): string[] {
  const databasePassword = config.database.kind === 'postgres' ? decodeURIComponent(new URL(config.database.url).password) : undefined;
  return [config.serp.apiKey, config.serp.password, config.jwtSecret, config.bootstrapAdmin?.password, databasePassword, config.mcpApiToken].filter(
    (secret): secret is string => typeof secret === 'string' && secret.length >= 6,
  );
}

function defaultDestination(config: AppConfig): DestinationStream | undefined {
  if (config.env !== 'production') return undefined;
  return new LineBatches(pino.destination({ dest: 1, sync: false }));
}

/**
 * Log lines gathered in memory and handed to stdout's writer (sonic-boom, which writes without blocking
 * and retries a full pipe) a batch at a time: once LOG_BATCH_BYTES have gathered, every LOG_FLUSH_MS,
 * and when the process exits. sonic-boom's own batching (minLength) measures everything it holds on
 * every line it is given, which cost more than making the line.
 */
class LineBatches implements DestinationStream {
  private lines: string[] = [];
  private bytes = 0;
  private readonly flushAtExit = () => {
    this.flush();
    this.out.flushSync();
  };

  constructor(private readonly out: ReturnType<typeof pino.destination>) {
    setInterval(() => this.flush(), LOG_FLUSH_MS).unref();
  }

  write(line: string): void {
    // Listening for the exit only while lines wait keeps one listener per logger at most.
    if (this.lines.length === 0) process.once('exit', this.flushAtExit);
    this.lines.push(line);
    this.bytes += line.length;
    if (this.bytes >= LOG_BATCH_BYTES) this.flush();
  }

  private flush(): void {
    if (this.lines.length === 0) return;
    process.off('exit', this.flushAtExit);
    this.out.write(this.lines.join(''));
    this.lines = [];
    this.bytes = 0;
  }
}
