import type { ArticleFlowId } from '../tools/article-flows';
import type { FlowInput } from './generator-flow';

// A visitor who must sign in first gets back to the same flow with what they typed (spec §6: the
// generator is open to visitors; generating needs an account).
const PENDING_FLOW_KEY = 'content_generator_pending';

export interface PendingFlow {
  flow: ArticleFlowId;
  input: FlowInput;
}

const FLOWS: ArticleFlowId[] = ['business', 'domain', 'keyword'];

export function savePendingFlow(pending: PendingFlow): void {
  window.sessionStorage.setItem(PENDING_FLOW_KEY, JSON.stringify(pending));
}

/** Reads and forgets the saved flow. */
export function takePendingFlow(): PendingFlow | null {
  const raw = window.sessionStorage.getItem(PENDING_FLOW_KEY);
  window.sessionStorage.removeItem(PENDING_FLOW_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingFlow>;
    if (!parsed.flow || !FLOWS.includes(parsed.flow) || typeof parsed.input?.text !== 'string') return null;
    return { flow: parsed.flow, input: { text: parsed.input.text, limit: Number(parsed.input.limit) || 0 } };
  } catch {
    return null;
  }
}

/** The sign-in page, told to come back to the generator. */
export function signInPath(flow: ArticleFlowId): string {
  return `/auth?next=${encodeURIComponent(`/content-generator?flow=${flow}`)}`;
}
