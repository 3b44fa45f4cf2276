import { z } from 'zod';
import { asJson, readTool, type ToolHost } from '../tool-kit';

/** Alert rules of a tracker instance, and the workspace's alerts inbox. */
export function registerAlertTools(host: ToolHost): void {
  readTool(
    host,
    'alert_rules',
    { title: 'Alert rules', description: 'The alert rules of a tracker instance: what each watches (kind, threshold, tag) and where it alerts.', input: { instanceId: z.string() }, output: { rules: z.array(z.unknown()) } },
    async ({ viewer, services }, args) => ({ rules: asJson(await services.alertRules.list(viewer, args.instanceId)) }),
  );

  readTool(
    host,
    'alerts',
    {
      title: 'Alerts',
      description: 'The workspace’s alerts (ranking changes the rules caught), newest first.',
      input: { limit: z.number().int().min(1).max(100).default(25), unreadOnly: z.boolean().default(false) },
      output: { alerts: z.array(z.unknown()) },
    },
    async ({ viewer, services }, args) => ({ alerts: asJson(await services.notifications.list(viewer, args)) }),
  );
}
