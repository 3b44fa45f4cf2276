/**
 * Formatters by locale and options, each built once: an Intl.DateTimeFormat costs far more to build than to
 * use, and `toLocaleString` with options builds one per call (~65 µs against ~1 µs), while a tracker page
 * formats hundreds of run times and its charts label every tick.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `value` as `new Date(value).toLocaleString(locale, options)` would write it (the reader's locale and time
 * zone unless told), through a kept formatter. A date it cannot read reads "Invalid Date", as
 * toLocaleString's does (format() would throw).
 */
export function formatDateTime(value: string | number, options: Intl.DateTimeFormatOptions, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(date);
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format.format(date);
}
