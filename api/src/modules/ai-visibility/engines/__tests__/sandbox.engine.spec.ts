import { SandboxAiAnswerEngine } from '../sandbox.engine';
import type { AiAnswerQuery } from '../ai-answer-engine';

const query = (seed: string, surface: AiAnswerQuery['surface'] = 'chatgpt'): AiAnswerQuery => ({ prompt: 'best seo tools', surface, country: 'us', language: 'en', seed });

describe('the sandbox AI answer engine', () => {
  const engine = new SandboxAiAnswerEngine();

  it('answers the same sample the same way, and differently from one sample to the next', async () => {
    expect(await engine.answer(query('run-1:1'))).toEqual(await engine.answer(query('run-1:1')));
    const texts = new Set(await Promise.all(Array.from({ length: 10 }, async (_, sample) => (await engine.answer(query(`run-1:${sample}`))).text)));
    expect(texts.size).toBeGreaterThan(3);
  });

  it('labels every answer SANDBOX and cites only pages of the sites it names', async () => {
    for (let sample = 0; sample < 20; sample++) {
      const answer = await engine.answer(query(`run-2:${sample}`));
      expect(answer).toMatchObject({ source: 'SANDBOX', provider: 'sandbox', observedVia: 'api', present: true });
      expect(answer.text).toMatch(/^SANDBOX answer\./);
      for (const citation of answer.citations) expect(answer.text).toContain(`**${citation.domain.split('.')[0].replace(/^./, (c) => c.toUpperCase())}**`);
    }
  });

  it('shows no AI Overview for some prompts: a checked sample with no answer', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, sample) => engine.answer(query(`run-3:${sample}`, 'google-ai-overview'))));
    const absent = answers.filter((answer) => !answer.present);
    expect(absent.length).toBeGreaterThan(0);
    expect(absent.length).toBeLessThan(answers.length);
    expect(absent[0]).toMatchObject({ text: '', citations: [], observedVia: 'serp' });
  });

  it('fails samples at the configured rate, so runs can be tried with samples not checked', async () => {
    await expect(new SandboxAiAnswerEngine({ failureRate: 1, latencyMs: 0 }).answer(query('run-4:0'))).rejects.toThrow(/SANDBOX_AI_FAILURE_RATE/);
  });
});
