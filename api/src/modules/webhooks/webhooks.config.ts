import { z } from 'zod';
import { optionalString } from '../../common/environment';

/** How webhook deliveries are sent and retried. */
export interface WebhooksConfig {
  /** Lets deliveries reach private, loopback and link-local addresses (tests, private networks); never in a public deployment. */
  allowPrivateNetworks: boolean;
  /** One delivery attempt, connect to last byte. */
  timeoutMs: number;
  /** The wait before the first retry; each next wait doubles, up to retryMaxMs, for 24 hours. */
  retryInitialMs: number;
  retryMaxMs: number;
}

export const webhooksEnvironment = {
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: optionalString.pipe(z.enum(['true', 'false'], { error: 'WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false.' }).default('false')),
  WEBHOOK_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(60_000).default(10_000)),
  WEBHOOK_RETRY_INITIAL_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(10).max(60 * 60_000).default(30_000)),
  WEBHOOK_RETRY_MAX_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(10).max(6 * 60 * 60_000).default(60 * 60_000)),
};

export function selectWebhooksConfig(env: z.output<z.ZodObject<typeof webhooksEnvironment>>): WebhooksConfig {
  return {
    allowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === 'true',
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    retryInitialMs: env.WEBHOOK_RETRY_INITIAL_MS,
    retryMaxMs: Math.max(env.WEBHOOK_RETRY_MAX_MS, env.WEBHOOK_RETRY_INITIAL_MS),
  };
}
