import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** stripe-mock (github.com/stripe/stripe-mock): checks requests against Stripe's OpenAPI and answers with fixtures. */
export interface StripeMock {
  url: string;
  close(): Promise<void>;
}

/** Where `go install github.com/stripe/stripe-mock@latest` put the binary, or null. */
export function stripeMockBinary(): string | null {
  const candidates = [
    process.env.STRIPE_MOCK_BIN,
    process.env.GOBIN && path.join(process.env.GOBIN, 'stripe-mock'),
    process.env.GOPATH && path.join(process.env.GOPATH, 'bin', 'stripe-mock'),
    path.join(homedir(), 'go', 'bin', 'stripe-mock'),
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'stripe-mock')),
  ];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ?? null;
}

/** Starts stripe-mock on free ports and resolves once it says where it listens. */
export function startStripeMock(binary: string): Promise<StripeMock> {
  const child: ChildProcess = spawn(binary, ['-http-addr', '127.0.0.1:0', '-https-addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening for HTTP at address: (\S+)/.exec(output);
      if (!match) return;
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      resolve({
        url: `http://${match[1]}`,
        close: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill();
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`stripe-mock exited (${code}): ${output}`)));
  });
}
