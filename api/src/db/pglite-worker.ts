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

  private async runExchange(messages: readonly Uint8Array[], timeoutMs: number): Promise<Buffer> {
    // A thread that ended on its own (out of memory, a crash in PGlite) is replaced before the next batch.
    if (this.exited) await this.restart();
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
    if ('reply' in answer) return Buffer.from(answer.reply);
    throw new Error('error' in answer ? answer.error : 'the embedded database answered out of turn');
  }

  private async restart(): Promise<void> {
    this.restarting = true;
    this.answer = undefined;
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
