/**
 * Smoke test for the Temporal server CI starts (`.ci/run` exports TEMPORAL_ADDRESS).
 * Skipped when TEMPORAL_ADDRESS is not set (a fresh machine uses the in-process JobRunner).
 */
import { Connection } from '@temporalio/client';

const address = process.env.TEMPORAL_ADDRESS;
const describeTemporal = address ? describe : describe.skip;

describeTemporal(address ? `Temporal server at ${address}` : 'Temporal server (skipped: needs TEMPORAL_ADDRESS)', () => {
  let connection: Connection;

  beforeAll(async () => {
    connection = await Connection.connect({ address: address!, connectTimeout: '10s' });
  }, 30_000);

  afterAll(async () => {
    await connection?.close();
  });

  it('answers GetSystemInfo with a server version', async () => {
    const info = await connection.workflowService.getSystemInfo({});
    expect(typeof info.serverVersion).toBe('string');
    expect(info.serverVersion.length).toBeGreaterThan(0);
  });

  it('has a describable "default" namespace', async () => {
    const ns = await connection.workflowService.describeNamespace({ namespace: 'default' });
    expect(ns.namespaceInfo?.name).toBe('default');
  });
});
