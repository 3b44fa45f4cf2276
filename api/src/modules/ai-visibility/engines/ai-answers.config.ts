import { z } from 'zod';
import { optionalString } from '../../../common/environment';
import type { SandboxAiSettings } from './sandbox.engine';

export interface AiAnswersConfig {
  /** The sandbox engine's simulated failures and latency, for trying "not checked" samples by hand. */
  sandbox: SandboxAiSettings;
}

/** The AI-answer engines' environment variables, composed into the one parse in config.ts. */
export const aiAnswersEnvironment = {
  SANDBOX_AI_FAILURE_RATE: optionalString.pipe(z.coerce.number<string | undefined>().min(0).max(1).default(0)),
  SANDBOX_AI_LATENCY_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(60_000).default(0)),
};

export type AiAnswersEnvironment = z.output<z.ZodObject<typeof aiAnswersEnvironment>>;

export function selectAiAnswersConfig(env: AiAnswersEnvironment): AiAnswersConfig {
  return { sandbox: { failureRate: env.SANDBOX_AI_FAILURE_RATE, latencyMs: env.SANDBOX_AI_LATENCY_MS } };
}
