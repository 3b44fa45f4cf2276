import { formatDateTime } from './date-format';

const TIMES = ['2026-11-28T10:15:05.000Z', '2025-01-02T23:59:59.000Z', Date.UTC(2026, 5, 1, 0, 0, 7)];
const OPTIONS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium', timeStyle: 'short' },
  { day: 'numeric', month: 'short' },
  { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' },
];

describe('formatDateTime', () => {
  it('writes a time as toLocaleString does, in the reader’s locale or the one given', () => {
    for (const time of TIMES) {
      for (const options of OPTIONS) {
        expect(formatDateTime(time, options)).toBe(new Date(time).toLocaleString(undefined, options));
        expect(formatDateTime(time, options, 'de-DE')).toBe(new Date(time).toLocaleString('de-DE', options));
      }
    }
  });

  it('reads an unreadable date as "Invalid Date"', () => {
    expect(formatDateTime('not a date', { dateStyle: 'medium' })).toBe('Invalid Date');
    expect(formatDateTime(Number.NaN, { dateStyle: 'medium' })).toBe('Invalid Date');
  });

  it('builds one formatter per locale and options, however often it is asked', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 5; i++) {
        formatDateTime(TIMES[0], { year: 'numeric', month: 'long' });
        formatDateTime(TIMES[1], { year: 'numeric', month: 'long' }, 'fr-FR');
      }
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });
});
