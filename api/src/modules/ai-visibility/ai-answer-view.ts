import type { StoredSample } from './ai-visibility-samples.repository';

/** A stored sample as GraphQL and REST show it: the whole answer with what was extracted from it. */
export function answerViewOf(sample: StoredSample) {
  const answer = sample.answer;
  return {
    runId: sample.runId,
    prompt: sample.prompt,
    surface: sample.surface,
    sample: sample.sample,
    status: sample.status,
    present: answer?.present ?? false,
    text: answer ? answer.text : null,
    mentions: sample.extraction?.mentions ?? [],
    cited: sample.extraction?.cited ?? [],
    citations: answer?.citations ?? [],
    searchQueries: answer?.searchQueries ?? [],
    model: answer?.model ?? null,
    provider: answer?.provider ?? null,
    observedVia: answer?.observedVia ?? null,
    observedFrom: answer?.observedFrom ?? null,
    source: answer?.source ?? null,
    costUsd: answer?.costUsd ?? null,
    checkedAt: sample.checkedAt,
    error: sample.status === 'checked' ? null : sample.error,
  };
}
