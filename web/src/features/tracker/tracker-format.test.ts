import { formatLocalDateTime, runTimeFormatter } from './tracker-format';

describe('run times', () => {
  it('tell apart runs of the same minute by their seconds', () => {
    const runs = ['2026-11-28T10:15:05.000Z', '2026-11-28T10:15:31.000Z', '2026-11-28T10:15:52.000Z'];
    const format = runTimeFormatter(runs);
    expect(new Set(runs.map(format)).size).toBe(3);
    expect(format(runs[0])).toBe(new Date(runs[0]).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }));
  });

  it('stay to the minute when no two runs share one', () => {
    const runs = ['2026-11-27T10:15:05.000Z', '2026-11-28T10:15:31.000Z'];
    expect(runTimeFormatter(runs)(runs[1])).toBe(new Date(runs[1]).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  });

  it('read as toLocaleString reads them, an unreadable date included', () => {
    expect(formatLocalDateTime('2026-11-28T10:15:05.000Z')).toBe(new Date('2026-11-28T10:15:05.000Z').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatLocalDateTime('not a date')).toBe('Invalid Date');
    expect(runTimeFormatter(['not a date'])('not a date')).toBe('Invalid Date');
  });
});
