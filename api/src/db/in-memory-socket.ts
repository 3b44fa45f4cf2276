import { Duplex } from 'node:stream';

/**
 * One end of a connection held in memory: what one end writes, the other reads. It also answers the
 * few calls node-postgres makes on a net.Socket (connect, setNoDelay, setKeepAlive, ref, unref), so
 * `pg` takes it as its `stream`. Closing or destroying one end closes the other, as a socket's peer
 * sees the connection close.
 */
export class InMemorySocket extends Duplex {
  private peer: InMemorySocket | undefined;

  private constructor() {
    // Not half-open: a client that ends its side has closed the connection (a socket's peer sees EOF).
    super({ allowHalfOpen: false });
  }

  /** Two ends joined to each other. */
  static pair(): [InMemorySocket, InMemorySocket] {
    const one = new InMemorySocket();
    const other = new InMemorySocket();
    one.peer = other;
    other.peer = one;
    return [one, other];
  }

  override _read(): void {
    // Data arrives when the peer writes it.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.peer && !this.peer.destroyed) this.peer.push(chunk);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.peer && !this.peer.destroyed) this.peer.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    const peer = this.peer;
    this.peer = undefined;
    if (peer && !peer.destroyed) peer.destroy();
    callback(error);
  }

  /** A connection in memory is there at once; 'connect' comes on the next tick, as a socket's does later. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }
}
