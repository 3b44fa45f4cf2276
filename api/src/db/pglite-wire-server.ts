import { createServer, type Server } from 'node:net';
import type { Duplex } from 'node:stream';
import { InMemorySocket } from './in-memory-socket';
import { StatementTimeoutError } from './pglite-worker';

const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
/** Larger than any message the app sends; a longer length means the stream is out of step. */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

/** Frontend messages after which a client waits for an answer: a batch runs once it ends in one. */
const ENDS_BATCH = new Set(['S', 'Q', 'H', 'F', 'c', 'f'].map((type) => type.charCodeAt(0)));
const TERMINATE = 'X'.charCodeAt(0);
const READY_FOR_QUERY = 'Z'.charCodeAt(0);
const IDLE = 'I'.charCodeAt(0);

/** Where the server runs its batches: PGlite, one batch at a time (PGliteWorker). */
export interface WireBackend {
  /** PGlite's reply to whole frontend messages; StatementTimeoutError when they ran past timeoutMs (0: no limit). */
  exchange(messages: readonly Uint8Array[], timeoutMs?: number): Promise<Buffer>;
}

export interface PGliteWireServerOptions {
  /** The unix socket to listen on. */
  path: string;
  /** Connections served at once; more are refused. */
  maxConnections: number;
  /**
   * How long a connection may keep PGlite to itself (inside a transaction, or between the parts of an
   * exchange) without sending its next statement; then it is closed and its transaction rolled back,
   * as PostgreSQL's idle_in_transaction_session_timeout does.
   */
  idleInTransactionTimeoutMs: number;
}

/**
 * PGlite served over the Postgres wire protocol to several clients at once.
 *
 * PGlite is a single Postgres session, so its clients must take turns, and a turn must cover a
 * whole exchange: Parse/Bind/Describe/Execute up to Sync, or a simple query, and a transaction from
 * BEGIN to COMMIT or ROLLBACK. A connection keeps PGlite from its first message until PGlite answers
 * ReadyForQuery with status idle; until then every other connection's messages wait, whole.
 * (@electric-sql/pglite-socket queues single messages and interleaves the exchanges of different
 * connections outside a transaction: one connection's Bind then meets another's Parse.)
 *
 * Only whole batches run (messages up to one the client waits on, usually Sync), so a client that
 * disconnects half-way never leaves half an exchange behind. A single pool connection would avoid
 * the interleaving too, but would deadlock wherever the app holds one connection while it waits on
 * another (the rate limiters use the pool beside the request's own connection); here such a wait
 * ends at the idle timeout at worst.
 */
export class PGliteWireServer {
  private server: Server | undefined;
  private readonly sessions = new Set<WireSession>();
  /** Sessions with a batch ready, in arrival order. */
  private readonly waiting: WireSession[] = [];
  /** The session PGlite belongs to between its batches, while it is in a transaction or an exchange. */
  private owner: WireSession | undefined;
  private pumping: Promise<void> | undefined;
  private kickedWhilePumping = false;
  private stopping = false;

  constructor(
    private readonly db: WireBackend,
    private readonly options: PGliteWireServerOptions,
  ) {}

  async start(): Promise<void> {
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.path, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }

  /**
   * A connection in memory, served like one on the unix socket: the app's own pool uses these
   * (node-postgres's `stream` option), which spares each statement the socket's system calls.
   */
  connectInMemory(): InMemorySocket {
    const [client, server] = InMemorySocket.pair();
    this.accept(server);
    return client;
  }

  /** Closes every connection, rolls back an open transaction and waits until PGlite is idle. */
  async stop(): Promise<void> {
    this.stopping = true;
    const closed = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    for (const session of this.sessions) {
      session.socket.destroy();
      // The socket reports 'close' on a later tick; its clean-up starts now.
      this.onClose(session);
    }
    await this.drain();
    await closed;
  }

  private accept(socket: Duplex): void {
    if (this.stopping || this.sessions.size >= this.options.maxConnections) {
      closeWith(socket, errorResponse('FATAL', '53300', 'sorry, too many clients already'));
      return;
    }
    const session = new WireSession(socket);
    this.sessions.add(session);
    socket.on('data', (data: Buffer) => this.onData(session, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sessions.delete(session);
      this.onClose(session);
    });
  }

  private onData(session: WireSession, data: Buffer): void {
    if (session.closed) return;
    const read = session.read(data);
    if (read === 'terminate' || read === 'malformed') {
      session.socket.destroy();
      return;
    }
    this.enqueue(session);
    this.kick();
  }

  /** Queues a session that has a batch to run, once; the owner needs no place in the queue. */
  private enqueue(session: WireSession): void {
    if (session.hasBatch() && !session.closed && session !== this.owner && !this.waiting.includes(session)) this.waiting.push(session);
  }

  private onClose(session: WireSession): void {
    if (session.closed) return;
    session.close();
    this.dequeue(session);
    // The owner's transaction is rolled back by the pump, in turn with every other use of PGlite.
    this.kick();
  }

  private dequeue(session: WireSession): void {
    const index = this.waiting.indexOf(session);
    if (index >= 0) this.waiting.splice(index, 1);
  }

  /** Starts the pump, or has it look again once it is done: work may arrive as it decides to stop. */
  private kick(): void {
    if (this.pumping) {
      this.kickedWhilePumping = true;
      return;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = undefined;
      if (this.kickedWhilePumping) {
        this.kickedWhilePumping = false;
        this.kick();
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.pumping) await this.pumping;
  }

  /** Runs ready batches one at a time, the owner's first, until nothing can run. */
  private async pump(): Promise<void> {
    for (;;) {
      const owner = this.owner;
      if (owner) {
        if (owner.closed) {
          await this.reset();
          this.owner = undefined;
          continue;
        }
        if (!owner.hasBatch()) {
          owner.startIdleTimer(this.options.idleInTransactionTimeoutMs, () => this.expire(owner));
          return;
        }
        await this.runBatch(owner);
        continue;
      }
      const next = this.waiting.shift();
      if (!next) return;
      if (next.hasBatch() && !next.closed) await this.runBatch(next);
    }
  }

  private async runBatch(session: WireSession): Promise<void> {
    session.stopIdleTimer();
    const batch = session.takeBatch();
    let status: number | undefined;
    try {
      // As in PostgreSQL, the time limit is for statements, not for setting up the connection.
      const output = await this.db.exchange(batch, isStartup(batch[0]) ? 0 : session.statementTimeoutMs);
      status = lastReadyStatus(output);
      session.write(output);
    } catch (error) {
      // PGlite was restarted after a statement past its time limit, or failed on this batch: the client
      // cannot know where its exchange stands, so it goes (told why when it was the time limit).
      if (error instanceof StatementTimeoutError) closeWith(session.socket, errorResponse('ERROR', '57014', 'canceling statement due to statement timeout'));
      else session.socket.destroy();
      this.onClose(session);
    }
    // Idle: the turn ends. Anything else (in a transaction, or an exchange the client has not
    // finished) keeps PGlite for this session.
    this.owner = status === IDLE ? undefined : session;
    // The owner goes on without queueing; a client that sent its next exchange already waits behind the others.
    if (this.owner === session) this.dequeue(session);
    else this.enqueue(session);
  }

  /** Ends whatever the departed owner left open: a COPY, an unfinished exchange, a transaction. */
  private async reset(): Promise<void> {
    try {
      await this.db.exchange([frontendMessage('f', cString('connection closed')), frontendMessage('S'), frontendMessage('Q', cString('ROLLBACK'))]);
    } catch {
      // PGlite itself failed; every later batch reports it to its own client.
    }
  }

  private expire(session: WireSession): void {
    if (session.closed || this.owner !== session) return;
    closeWith(session.socket, errorResponse('FATAL', '25P03', 'terminating connection due to idle-in-transaction timeout'));
    this.onClose(session);
  }
}

class WireSession {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly messages: Buffer[] = [];
  private startedUp = false;
  private idleTimer: NodeJS.Timeout | undefined;
  closed = false;
  /** The client's statement_timeout (a startup parameter, as node-postgres sends it); 0: none. */
  statementTimeoutMs = 0;

  constructor(readonly socket: Duplex) {}

  /** Splits what arrived into whole messages, answering what PGlite has no part in (SSL, GSSAPI, cancel). */
  read(data: Buffer): 'ok' | 'terminate' | 'malformed' {
    this.buffer = this.buffer.length === 0 ? data : Buffer.concat([this.buffer, data]);
    for (;;) {
      if (!this.startedUp) {
        if (this.buffer.length < 8) return 'ok';
        const length = this.buffer.readInt32BE(0);
        const code = this.buffer.readInt32BE(4);
        if (length < 8 || length > MAX_MESSAGE_BYTES) return 'malformed';
        if (this.buffer.length < length) return 'ok';
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          // PGlite cannot interrupt a statement; the request's connection closes, as PostgreSQL's does.
          return 'terminate';
        } else if (code === PROTOCOL_3) {
          this.startedUp = true;
          this.statementTimeoutMs = statementTimeoutOf(message);
          this.messages.push(message);
        } else {
          return 'malformed';
        }
        continue;
      }
      if (this.buffer.length < 5) return 'ok';
      const length = this.buffer.readInt32BE(1);
      if (length < 4 || length > MAX_MESSAGE_BYTES) return 'malformed';
      if (this.buffer.length < length + 1) return 'ok';
      const message = this.buffer.subarray(0, length + 1);
      this.buffer = this.buffer.subarray(length + 1);
      if (message[0] === TERMINATE) return 'terminate';
      this.messages.push(message);
    }
  }

  hasBatch(): boolean {
    return this.batchEnd() >= 0;
  }

  /** The messages up to and including the first one the client waits on (the startup message counts). */
  takeBatch(): Buffer[] {
    return this.messages.splice(0, this.batchEnd() + 1);
  }

  write(output: Buffer): void {
    if (output.length > 0 && !this.closed && this.socket.writable) this.socket.write(output);
  }

  startIdleTimer(ms: number, onIdle: () => void): void {
    this.idleTimer ??= setTimeout(onIdle, ms);
  }

  stopIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  close(): void {
    this.closed = true;
    this.stopIdleTimer();
    this.messages.length = 0;
  }

  private batchEnd(): number {
    // The startup message is the only one without a type byte: its first byte is its length's.
    return this.messages.findIndex((message, index) => ENDS_BATCH.has(message[0]) || (index === 0 && isStartup(message)));
  }
}

/** Sends a last message and closes, without waiting for the client to close its side. */
function closeWith(socket: Duplex, message: Buffer): void {
  socket.end(message, () => socket.destroy());
}

function isStartup(message: Buffer): boolean {
  return message.length >= 8 && message.readInt32BE(0) === message.length && message.readInt32BE(4) === PROTOCOL_3;
}

const TIME_UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, min: 60_000 };

/** The statement_timeout a startup message asks for, in ms (a number with or without Postgres's time unit). */
function statementTimeoutOf(startup: Buffer): number {
  const fields = startup.subarray(8).toString('utf8').split('\0');
  const index = fields.findIndex((field, position) => position % 2 === 0 && field === 'statement_timeout');
  const match = index >= 0 ? /^\s*(\d+)\s*(ms|s|min)?\s*$/.exec(fields[index + 1] ?? '') : null;
  if (!match) return 0;
  return Number(match[1]) * TIME_UNIT_MS[match[2] ?? 'ms'];
}

/** The transaction status of the last ReadyForQuery in a run of backend messages, if there is one. */
function lastReadyStatus(output: Buffer): number | undefined {
  let status: number | undefined;
  for (let offset = 0; offset + 5 <= output.length; ) {
    const length = output.readInt32BE(offset + 1);
    if (output[offset] === READY_FOR_QUERY && length === 5) status = output[offset + 5];
    offset += 1 + length;
  }
  return status;
}

function cString(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf8');
}

function frontendMessage(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function errorResponse(severity: string, code: string, message: string): Buffer {
  const fields = Buffer.concat([Buffer.from('S'), cString(severity), Buffer.from('V'), cString(severity), Buffer.from('C'), cString(code), Buffer.from('M'), cString(message), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0, 'latin1');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}
