import { Worker } from 'node:worker_threads';

export interface PGliteWorkerOptions {
  dataDir: string;
  startParams: string[];
}

/** A statement ran past its time limit: PGlite was stopped and started again on the same data directory. */
export class StatementTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`statement ran longer than ${timeoutMs} ms`);
  }
}

/**
 * The worker thread's code: PGlite on its own event loop, running one batch of frontend messages (one
 * buffer) per request and answering with the reply bytes in a transferred buffer. An inline script, like initdb's
 * (embedded-database.ts), so the same code runs from the sources in tests and from the build.
 * `--wasm-lazy-compilation`: most of Postgres's WASM code never runs here; compiled on first call it
 * took ~15 MB less.
 */
const WORKER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
require('node:v8').setFlagsFromString('--wasm-lazy-compilation');
const { PGlite } = require(workerData.pglite);

async function run(db, messages) {
  const chunks = [];
  let length = 0;
  // Copied out of PGlite's memory as it writes them. Not execProtocolRaw: that also parses every reply
  // into a list which only execProtocol and execProtocolStream empty (PGlite 0.5), so it kept every
  // message ever sent (GBs after a few tracker runs), and the client parses the reply anyway.
  const onRawData = (bytes) => {
    chunks.push(bytes.slice());
    length += bytes.length;
  };
  // The whole batch in one call: PGlite runs messages until its input is used up. No syncToFs: the data
  // directory is on NodeFS, whose syncToFs does nothing (Postgres writes its files itself), and asking
  // took PGlite's lock on every batch.
  await db.execProtocolRawStream(new Uint8Array(messages), { syncToFs: false, onRawData });
  if (chunks.length === 1) return chunks[0];
  const reply = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    reply.set(chunk, offset);
    offset += chunk.length;
  }
  return reply;
}

PGlite.create({ dataDir: workerData.dataDir, startParams: workerData.startParams }).then(
  (db) => {
    parentPort.on('message', async (request) => {
      if (request === 'close') {
        await db.close();
        parentPort.close();
        return;
      }
      try {
        const reply = await run(db, request);
        parentPort.postMessage({ reply: reply.buffer }, [reply.buffer]);
      } catch (error) {
        parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ error: String(error && error.message ? error.message : error) }),
);
`;

type WorkerAnswer = { ready: true } | { reply: ArrayBuffer } | { error: string };

const PARSE = 'P'.charCodeAt(0);
const BIND = 'B'.charCodeAt(0);
const PARSE_COMPLETE = Buffer.from([0x31, 0, 0, 0, 4]);

/** The first zero-terminated string of a message's body from `offset`, and where the next one starts. */
function cStringAt(message: Uint8Array, offset: number): { text: string; next: number } {
  const end = message.indexOf(0, offset);
  if (end < 0) return { text: '', next: message.length };
  return { text: Buffer.from(message.buffer, message.byteOffset + offset, end - offset).toString('utf8'), next: end + 1 };
}

/** How a batch was changed for the session's named statements, to be undone on its reply. */
type StatementPlan = { kind: 'none' } | { kind: 'parsed'; name: string; parse: Uint8Array } | { kind: 'answer-parse' } | { kind: 'reparsed'; name: string };

/**
 * Named prepared statements of PGlite's one session, which every connection of the wire server shares.
 * node-postgres parses a named statement once per connection: a second connection's Parse of the same
 * name would fail ("already exists"), so a Parse identical to one PGlite has is answered here
 * (ParseComplete) without reaching PGlite. After a restart PGlite has none: a Bind of one this
 * session had is preceded by its Parse again, and that ParseComplete is kept from the client.
 * Only a batch's first message is looked at (node-postgres sends one query at a time, the Parse
 * first). Statements are never closed by name here: the app's clients do not (no Close, DEALLOCATE
 * or DISCARD); a client that did would leave this record wrong until the next restart.
 */
class SharedStatements {
  /** Each name's Parse message, as PGlite last accepted it. */
  private readonly parses = new Map<string, Uint8Array>();
  /** The names PGlite has now (none after a restart). */
  private readonly prepared = new Set<string>();

  forgetPrepared(): void {
    this.prepared.clear();
  }

  plan(messages: readonly Uint8Array[]): { messages: readonly Uint8Array[]; plan: StatementPlan } {
    const first = messages[0];
    if (first?.[0] === PARSE) {
      const { text: name } = cStringAt(first, 5);
      if (!name) return { messages, plan: { kind: 'none' } };
      const known = this.parses.get(name);
      if (known && this.prepared.has(name) && Buffer.compare(known, first) === 0) return { messages: messages.slice(1), plan: { kind: 'answer-parse' } };
      return { messages, plan: { kind: 'parsed', name, parse: Uint8Array.from(first) } };
    }
    if (first?.[0] === BIND) {
      const { text: statement } = cStringAt(first, cStringAt(first, 5).next);
      const parse = statement ? this.parses.get(statement) : undefined;
      if (parse && !this.prepared.has(statement)) return { messages: [parse, ...messages], plan: { kind: 'reparsed', name: statement } };
    }
    return { messages, plan: { kind: 'none' } };
  }

  /** The reply as the client expects it, and what PGlite now has. */
  settle(plan: StatementPlan, reply: Buffer): Buffer {
    const parsed = reply.subarray(0, PARSE_COMPLETE.length).equals(PARSE_COMPLETE);
    switch (plan.kind) {
      case 'none':
        return reply;
      case 'answer-parse':
        return Buffer.concat([PARSE_COMPLETE, reply]);
      case 'parsed':
        if (parsed) {
          this.parses.set(plan.name, plan.parse);
          this.prepared.add(plan.name);
        }
        return reply;
      case 'reparsed':
        if (!parsed) return reply;
        this.prepared.add(plan.name);
        return reply.subarray(PARSE_COMPLETE.length);
    }
  }
}

/**
 * PGlite in a worker thread, so that its statements (Postgres in WASM, synchronous) run beside the
 * app's event loop instead of on it. It runs one batch of protocol messages at a time, in order.
 *
 * PGlite cannot interrupt a running statement (Postgres's timers need signals, which WASM has not);
 * a batch that runs past its time limit ends the thread, and a new one opens the same data directory
 * (Postgres's crash recovery: committed work stays, the open transaction is gone).
 */
export class PGliteWorker {
  private worker: Worker;
  private answer: ((answer: WorkerAnswer) => void) | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private closed = false;
  private exited = false;
  private restarting = false;
  private readonly statements = new SharedStatements();

  private constructor(private readonly options: PGliteWorkerOptions) {
    this.worker = this.spawn();
  }

  static async start(options: PGliteWorkerOptions): Promise<PGliteWorker> {
    const worker = new PGliteWorker(options);
    await worker.ready();
    return worker;
  }

  /**
   * Runs the messages (each a whole frontend message) and returns PGlite's reply to them, or fails
   * with StatementTimeoutError after timeoutMs (0: no limit) once PGlite has been restarted.
   */
  exchange(messages: readonly Uint8Array[], timeoutMs = 0): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the embedded database is closed'));
    const result = this.turn.then(() => this.runExchange(messages, timeoutMs));
    this.turn = result.catch(() => undefined);
    return result;
  }

  /** Whether PGlite is there to take statements: started, not closed, not being restarted. */
  get running(): boolean {
    return !this.closed && !this.exited && !this.restarting;
  }

  /** Closes PGlite and ends the thread, after the batches already asked for. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.turn;
    if (this.exited) return;
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.postMessage('close');
    await exited;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SCRIPT, {
      eval: true,
      workerData: { pglite: require.resolve('@electric-sql/pglite'), dataDir: this.options.dataDir, startParams: this.options.startParams },
    });
    worker.on('message', (answer: WorkerAnswer) => this.settle(answer));
    worker.on('error', (error) => this.settle({ error: error.message }));
    worker.on('exit', (code) => {
      this.exited = true;
      this.settle({ error: `the embedded database stopped (exit code ${code})` });
    });
    return worker;
  }

  private settle(answer: WorkerAnswer): void {
    const resolve = this.answer;
    this.answer = undefined;
    resolve?.(answer);
  }

  private next(): Promise<WorkerAnswer> {
    return new Promise((resolve) => (this.answer = resolve));
  }

  private async ready(): Promise<void> {
    const answer = await this.next();
    if (!('ready' in answer)) {
      await this.worker.terminate();
      throw new Error(`the embedded database did not start: ${'error' in answer ? answer.error : 'no answer'}`);
    }
  }

  private async runExchange(given: readonly Uint8Array[], timeoutMs: number): Promise<Buffer> {
    // A thread that ended on its own (out of memory, a crash in PGlite) is replaced before the next batch.
    if (this.exited) await this.restart();
    const { messages, plan } = this.statements.plan(given);
    // The batch is copied into one buffer of its own, which the thread then owns: no second copy.
    // (Not Buffer.concat: a small result is a view on Node's shared pool, which must not be handed over.)
    const batch = new Uint8Array(messages.reduce((sum, message) => sum + message.length, 0));
    let offset = 0;
    for (const message of messages) {
      batch.set(message, offset);
      offset += message.length;
    }
    const answered = this.next();
    this.worker.postMessage(batch.buffer, [batch.buffer]);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      if (timeoutMs > 0) timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const answer = await Promise.race([answered, timedOut]);
    clearTimeout(timer);
    if (answer === 'timeout') {
      await this.restart();
      throw new StatementTimeoutError(timeoutMs);
    }
    if ('reply' in answer) return this.statements.settle(plan, Buffer.from(answer.reply));
    throw new Error('error' in answer ? answer.error : 'the embedded database answered out of turn');
  }

  private async restart(): Promise<void> {
    this.restarting = true;
    this.answer = undefined;
    // A new PGlite session: no statement is prepared in it.
    this.statements.forgetPrepared();
    const stopped = this.worker;
    stopped.removeAllListeners();
    await stopped.terminate();
    this.exited = false;
    this.worker = this.spawn();
    try {
      await this.ready();
    } finally {
      this.restarting = false;
    }
  }
}
