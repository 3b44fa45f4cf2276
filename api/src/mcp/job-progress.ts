import type { Job } from '../modules/jobs/job.entity';
import type { McpCaller } from './mcp-caller';
import type { ToolExtra } from './tool-kit';

/**
 * How long a call that started a job relays its progress before answering with the job id. Below the MCP
 * clients' usual 60-second request timeout, so a client that does not extend it on progress still gets the answer.
 */
export const PROGRESS_WAIT_MS = 50_000;

/**
 * Relays a job's progress (the events the web app's live progress reads) as MCP progress notifications, while the
 * client asked for them (a progressToken), until the job ends or `waitMs` passes.
 */
export async function relayJobProgress(caller: McpCaller, job: Job, extra: ToolExtra, waitMs = PROGRESS_WAIT_MS): Promise<void> {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return;
  const updates = caller.services.jobs.follow(job, caller.deps.jobEvents);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(resolve, waitMs, 'timeout');
  });
  let sent = -1;
  try {
    for (;;) {
      const next = await Promise.race([updates.next(), timeout]);
      if (next === 'timeout' || next.done || extra.signal.aborted) return;
      const snapshot = next.value;
      // MCP progress only grows; a job's done count may repeat with a new message.
      const progress = Math.max(sent, snapshot.progressDone);
      const message = snapshot.progressMessage ?? snapshot.status;
      await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, total: snapshot.progressTotal || undefined, message } });
      sent = progress;
    }
  } finally {
    clearTimeout(timer);
    await updates.return?.();
  }
}
