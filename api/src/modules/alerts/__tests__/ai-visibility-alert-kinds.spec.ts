import { evaluateAiRule, type AiRuleSample, type AiRunComparison } from '../ai-visibility-alert-kinds';
import { AlertKind } from '../alert-kinds';

/** `count` samples of prompt 0 on `surface`, each naming `brands` in that order and citing `urls`; or failed ones. */
function samples(count: number, brands: string[], options: { surface?: AiRuleSample['surface']; urls?: string[]; failed?: boolean; promptIndex?: number } = {}): AiRuleSample[] {
  return Array.from({ length: count }, () => ({
    promptIndex: options.promptIndex ?? 0,
    prompt: `prompt ${options.promptIndex ?? 0}`,
    surface: options.surface ?? 'chatgpt',
    status: options.failed ? 'failed' : 'checked',
    extraction: options.failed ? null : { mentions: brands.map((brand, index) => ({ brand, position: index + 1 })), cited: [] },
    citations: options.failed ? [] : (options.urls ?? []).map((url) => ({ url, domain: new URL(url).hostname })),
  }));
}

const comparison = (now: AiRuleSample[], before: AiRuleSample[]): AiRunComparison => ({ brand: { name: 'Acme', domains: ['acme.com'] }, competitors: ['Rival', 'NewCo'], now, before });

describe('AI visibility alert rules', () => {
  describe('ai-mention-rate-fell', () => {
    it('fires when the fall is significant: 18 of 30 → 8 of 30 (z ≈ 2.60, p ≈ 0.0092)', () => {
      const [finding] = evaluateAiRule(AlertKind.ai_mention_rate_fell, null, comparison([...samples(8, ['Acme']), ...samples(22, [])], [...samples(18, ['Acme']), ...samples(12, [])]));
      expect(finding.subject).toBe('Acme');
      expect(finding.data).toMatchObject({ mentioned: 8, n: 30, previousMentioned: 18, previousN: 30 });
      // Pooled p = 26/60; se = √(p(1−p)·2/30) = 0.12796; z = (0.6 − 0.2667)/0.12796 = 2.605.
      expect(finding.data.pValue as number).toBeCloseTo(0.0092, 3);
      expect(finding.title).toBe('Acme’s mention rate fell from 60% to 27% (18 of 30 → 8 of 30 answers, p = 0.009)');
    });

    it('does not fire on a fall within the noise: 6 of 10 → 4 of 10 (p ≈ 0.37), nor on a rise', () => {
      expect(evaluateAiRule(AlertKind.ai_mention_rate_fell, null, comparison([...samples(4, ['Acme']), ...samples(6, [])], [...samples(6, ['Acme']), ...samples(4, [])]))).toEqual([]);
      expect(evaluateAiRule(AlertKind.ai_mention_rate_fell, null, comparison(samples(20, ['Acme']), samples(20, [])))).toEqual([]);
    });

    it('never counts a failed sample as not mentioned: 20 of 20 → 10 checked of 10 with 10 failed is no fall', () => {
      const now = [...samples(10, ['Acme']), ...samples(10, [], { failed: true })];
      expect(evaluateAiRule(AlertKind.ai_mention_rate_fell, null, comparison(now, samples(20, ['Acme'])))).toEqual([]);
      // Had the failures counted as "not mentioned" (10 of 20), the test would call it a fall.
      expect(evaluateAiRule(AlertKind.ai_mention_rate_fell, null, comparison([...samples(10, ['Acme']), ...samples(10, [])], samples(20, ['Acme'])))).toHaveLength(1);
    });

    it('reads only the rule’s surface when it has one', () => {
      const before = [...samples(20, ['Acme'], { surface: 'chatgpt' }), ...samples(20, ['Acme'], { surface: 'perplexity' })];
      const now = [...samples(20, ['Acme'], { surface: 'chatgpt' }), ...samples(20, [], { surface: 'perplexity' })];
      expect(evaluateAiRule(AlertKind.ai_mention_rate_fell, 'chatgpt', comparison(now, before))).toEqual([]);
      const [finding] = evaluateAiRule(AlertKind.ai_mention_rate_fell, 'perplexity', comparison(now, before));
      expect(finding.title).toContain('on perplexity');
    });
  });

  describe('ai-competitor-entered', () => {
    it('fires for a competitor named in none of the last run’s answers and now significantly: 4 of 30 against 0 of 30 (p ≈ 0.038)', () => {
      const findings = evaluateAiRule(AlertKind.ai_competitor_entered, null, comparison([...samples(4, ['Acme', 'NewCo']), ...samples(26, ['Acme'])], samples(30, ['Acme', 'Rival'])));
      expect(findings.map((finding) => finding.subject)).toEqual(['NewCo']);
      expect(findings[0].data.pValue as number).toBeCloseTo(0.038, 3);
      expect(findings[0].title).toBe('NewCo entered the answers: named in 4 of 30 (0 of 30 before, p = 0.038)');
    });

    it('does not fire on 3 of 30 (p ≈ 0.076), nor for a competitor named before', () => {
      expect(evaluateAiRule(AlertKind.ai_competitor_entered, null, comparison([...samples(3, ['NewCo']), ...samples(27, [])], samples(30, ['Acme'])))).toEqual([]);
      expect(evaluateAiRule(AlertKind.ai_competitor_entered, null, comparison(samples(30, ['Rival']), [...samples(1, ['Rival']), ...samples(29, [])]))).toEqual([]);
    });

    it('needs checked answers before: a competitor "absent" from failed samples has not entered', () => {
      expect(evaluateAiRule(AlertKind.ai_competitor_entered, null, comparison(samples(30, ['NewCo']), samples(30, [], { failed: true })))).toEqual([]);
    });
  });

  describe('ai-cited-page-lost', () => {
    const pricing = 'https://acme.com/pricing';

    it('fires for your page cited before and in none of this run’s checked answers to that prompt and surface', () => {
      const before = [...samples(3, ['Acme'], { urls: [pricing, 'https://www.acme.com/blog'] }), ...samples(3, ['Acme'], { urls: ['https://rival.com/x'], promptIndex: 1 })];
      const now = [...samples(2, ['Acme'], { urls: ['https://www.acme.com/blog'] }), ...samples(1, [], { failed: true }), ...samples(3, ['Acme'], { promptIndex: 1 })];
      const findings = evaluateAiRule(AlertKind.ai_cited_page_lost, null, comparison(now, before));
      expect(findings).toEqual([{ subject: pricing, title: `Your page ${pricing} is no longer cited for “prompt 0” on chatgpt`, data: { url: pricing, surface: null, lostIn: [{ prompt: 'prompt 0', surface: 'chatgpt' }] } }]);
    });

    it('ignores a prompt and surface not checked this run (every sample failed), and a page still cited once', () => {
      const before = samples(3, ['Acme'], { urls: [pricing] });
      expect(evaluateAiRule(AlertKind.ai_cited_page_lost, null, comparison(samples(3, [], { failed: true }), before))).toEqual([]);
      expect(evaluateAiRule(AlertKind.ai_cited_page_lost, null, comparison([...samples(1, [], { urls: [pricing] }), ...samples(2, [])], before))).toEqual([]);
    });
  });
});
