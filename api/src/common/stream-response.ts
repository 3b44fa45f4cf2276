import type { Response } from 'express';

/** Small chunks are gathered into writes of about this many characters. */
const WRITE_SIZE = 64 * 1024;

/**
 * Writes text chunks to a response with backpressure: nothing more is read from `chunks` while the
 * client's buffer is full. A client that reads nothing for `stallTimeoutMs` loses its connection, and
 * one that goes away ends the export at once (the source's `finally` blocks run), so a slow or
 * vanished reader holds nothing but its own socket.
 */
export async function streamResponse(res: Response, chunks: AsyncIterable<string>, stall: { timeoutMs: number; onStalled(): void }): Promise<void> {
  let pending = '';
  for await (const chunk of chunks) {
    if (res.destroyed) return;
    pending += chunk;
    if (pending.length < WRITE_SIZE) continue;
    const written = res.write(pending);
    pending = '';
    if (!written && !(await drained(res, stall))) return;
  }
  res.end(pending);
}

/** True once the response drains; false when the client goes away or stalls past the timeout (then the response is destroyed). */
function drained(res: Response, stall: { timeoutMs: number; onStalled(): void }): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    // Behind the compressor, res.on('drain') listens on its zlib stream, which neither res.off nor a once listener
    // (it takes itself off res) reaches: every wait would leave its listener there, thousands in a long export, each
    // called at every drain. So the listener takes itself off the emitter it was called on.
    function onDrain(this: NodeJS.EventEmitter) {
      this.off('drain', onDrain);
      settle(true);
    }
    const onClose = () => settle(false);
    const timer = setTimeout(() => {
      res.destroy();
      stall.onStalled();
      settle(false);
    }, stall.timeoutMs);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
