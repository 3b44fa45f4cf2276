import { formatCell, formatRate, formatShare, matrixKey, NOT_CHECKED, promptSurfaceMatrix, surfaceLabel } from './ai-visibility-format';

describe('AI visibility figures as shown', () => {
  it('shows a rate with its 95 % interval and n', () => {
    expect(formatRate({ value: 0.12, low: 0.05, high: 0.25, n: 60 })).toBe('12 % (5–25 %, n = 60)');
    expect(formatRate({ value: 0, low: 0, high: 0.0976, n: 36 })).toBe('0 % (0–10 %, n = 36)');
  });

  it('says "not checked" when no sample was checked, never 0', () => {
    expect(formatRate({ value: null, low: null, high: null, n: 0 })).toBe(NOT_CHECKED);
    expect(formatShare(null)).toBe(NOT_CHECKED);
    expect(formatCell(undefined)).toBe(NOT_CHECKED);
  });

  it('counts only checked samples in a prompt x surface cell; a cell of failed samples is not checked', () => {
    const mentions = (brand: string) => [{ brand }];
    const cells = promptSurfaceMatrix(
      [
        { prompt: 'best crm', surface: 'chatgpt', status: 'checked', mentions: mentions('Acme') },
        { prompt: 'best crm', surface: 'chatgpt', status: 'checked', mentions: mentions('Rival') },
        { prompt: 'best crm', surface: 'chatgpt', status: 'failed', mentions: [] },
        { prompt: 'best crm', surface: 'claude', status: 'failed', mentions: [] },
        { prompt: 'best crm', surface: 'claude', status: 'failed', mentions: [] },
      ],
      'Acme',
    );
    expect(formatCell(cells.get(matrixKey('best crm', 'chatgpt')))).toBe('50 % (1 of 2)');
    expect(formatCell(cells.get(matrixKey('best crm', 'claude')))).toBe(NOT_CHECKED);
  });

  it('names the contract surfaces readably', () => {
    expect(surfaceLabel('google-ai-overview')).toBe('Google AI Overview');
    expect(surfaceLabel('chatgpt')).toBe('ChatGPT');
  });
});
