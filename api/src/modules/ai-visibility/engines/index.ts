import type { AiAnswerEngines } from './ai-answer-engine';
import type { AiAnswersConfig } from './ai-answers.config';
import { SandboxAiAnswerEngine } from './sandbox.engine';

export * from './ai-answer-engine';

/** The engine for each surface: the sandbox until vendors are configured. */
export function createAiAnswerEngines(config: AiAnswersConfig): AiAnswerEngines {
  const sandbox = new SandboxAiAnswerEngine(config.sandbox);
  return () => sandbox;
}
