/**
 * Expected organic click-through rate (%) by Google position: Backlinko, "We Analyzed 4 Million Google
 * Search Results. Here's What We Learned About Organic Click Through Rate" (Brian Dean, 2023 update
 * of the study), https://backlinko.com/google-ctr-stats — #1 27.6 %, falling to 2.4 % at #10.
 *
 * The study publishes positions 1–10 only (it puts all of page two together at 0.63 % of clicks), so
 * positions 11–100 count 0, as does 0 (not found within the checked depth). This is the only copy of
 * the curve: the SQL below renders it for the run summaries and for the migration that back-fills them.
 */
export const CTR_BY_POSITION: readonly number[] = [27.6, 15.8, 11.0, 8.4, 6.3, 4.9, 3.9, 3.3, 2.7, 2.4];

/**
 * A run's visibility in tenths of a percent: its CTR sum over `keywords` keywords as a share of the
 * maximum (every keyword at position 1, whose rate is `topRate`: bestRate), rounded half up. Rates have at most
 * three decimals (the default curve one, a site's own three: ctr-curve.ts), so in thousandths
 * everything is an integer and the rounding is exact.
 */
export function visibilityTenths(ctrSum: number, keywords: number, topRate: number = CTR_BY_POSITION[0]): number {
  if (Math.round(topRate * 1000) === 0) return 0;
  return Math.round((1000 * Math.round(ctrSum * 1000)) / (keywords * Math.round(topRate * 1000)));
}

/**
 * Share of voice weighs positions 1–20: 1–10 by the curve above, and page two by the study's 0.63 %
 * of clicks for the whole page, split evenly (0.063 % each for 11–20).
 */
export const PAGE_TWO_CTR = 0.063;

/** Share of voice's rates at positions 1–20. */
const SHARE_OF_VOICE_RATES: readonly number[] = [...CTR_BY_POSITION, ...Array.from({ length: 10 }, () => PAGE_TWO_CTR)];

/** Positions 1–20 as a SQL relation `ctr(position, rate)` for share of voice (the migration that stored the figures first). */
export function shareOfVoiceCurveSql(): string {
  return `(values ${SHARE_OF_VOICE_RATES.map((rate, index) => `(${index + 1}, ${rate.toFixed(3)})`).join(', ')}) as ctr(position, rate)`;
}

/** The curve as a SQL relation `ctr(position, rate)`, positions it does not list without a row (CTR 0): for the migration that stored the figures first. */
export function ctrCurveSql(): string {
  return `(values ${CTR_BY_POSITION.map((rate, index) => `(${index + 1}, ${rate.toFixed(1)})`).join(', ')}) as ctr(position, rate)`;
}

/**
 * The curve's rate at `position` (an SQL expression), null where it has none (0, past 10): an array read, not a
 * join, so that no plan for it depends on statistics (without them, a join to the curve was a nested loop over
 * its rows for every result row).
 */
export function ctrRateSql(position: string): string {
  return `(array[${CTR_BY_POSITION.map((rate) => rate.toFixed(1)).join(', ')}]::numeric[])[${position}]`;
}

/** Share of voice's rate at `position` (an SQL expression), null past 20 and at 0; as ctrRateSql. */
export function shareOfVoiceRateSql(position: string): string {
  return `(array[${SHARE_OF_VOICE_RATES.map((rate) => rate.toFixed(3)).join(', ')}]::numeric[])[${position}]`;
}

/**
 * Sets `tracking_run_summaries.ctr_sum` — per company and run, the sum of expected CTRs over the run's
 * keywords — from `tracking_results`, for the summary rows `summaryFilter` selects (a condition on `s`).
 * Every selected row is rewritten, so a run summarised again after its rows changed is right.
 */
export function ctrSumUpdateSql(summaryFilter: string, perDevice = true): string {
  // Rows before devices (the migration that back-filled ctr_sum) had no device column.
  return `update tracking_run_summaries s set ctr_sum = coalesce((select sum(${ctrRateSql('r.position')}) from tracking_results r
    where r.run_id = s.run_id and r.domain = s.domain${perDevice ? ' and r.device = s.device' : ''}), 0) where ${summaryFilter}`;
}

/** The positions whose keyword counts and volumes the figures store, so any curve can weigh them (1–20). */
export const CURVE_POSITIONS = 20;

export type CurveMeasure = 'visibility' | 'shareOfVoice';

/** The default curve's rate (%) at `position` for a measure: visibility counts 1–10, share of voice 1–20. */
export function defaultRate(measure: CurveMeasure, position: number): number {
  if (position >= 1 && position <= CTR_BY_POSITION.length) return CTR_BY_POSITION[position - 1];
  return measure === 'shareOfVoice' && position > CTR_BY_POSITION.length && position <= CURVE_POSITIONS ? PAGE_TWO_CTR : 0;
}

/**
 * `array[aggregate filter (where position = 1), …, (= 20)]::type[]`: per position 1–20, `aggregate` over a group's
 * rows at that position (0 where none), e.g. the keywords or the volume at each position.
 */
export function perPositionSql(aggregate: string, position: string, type: 'integer' | 'bigint'): string {
  const cells = Array.from({ length: CURVE_POSITIONS }, (_, index) => `coalesce(${aggregate} filter (where ${position} = ${index + 1}), 0)`);
  return `array[${cells.join(', ')}]::${type}[]`;
}

/**
 * The sum over a group of a stored default-curve sum (`column`: ctr_sum or sov_weighted) under a curve whose own
 * rates replace the default at some positions: the stored sum plus, at each such position, what is there
 * (`atColumn`: the keywords_at or volume_at array) times the own rate's difference from the default. The same sum
 * as weighing every position by its rate. The differences go in thousandths of a percent (rates have at most
 * three decimals), so the corrections are summed as integers, exactly and several times faster than in numeric;
 * with the default curve it is the stored sum alone, read from the index as before.
 */
export function curvedSumSql(column: string, atColumn: string, own: readonly { position: number; rate: number }[], measure: CurveMeasure): { sql: string; params: number[] } {
  const changed = own.filter(({ position, rate }) => Number.isInteger(position) && position >= 1 && position <= CURVE_POSITIONS && rate !== defaultRate(measure, position));
  if (changed.length === 0) return { sql: `sum(${column})`, params: [] };
  return {
    sql: `(sum(${column}) + sum(${changed.map(({ position }) => `${atColumn}[${position}]::bigint * ?::bigint`).join(' + ')}) / 1000)`,
    params: changed.map(({ position, rate }) => Math.round((rate - defaultRate(measure, position)) * 1000)),
  };
}

/**
 * Visibility's maximum rate (%) under a curve: position 1's (the site's own there, else the default) unless a
 * site's own rate elsewhere is higher, so that visibility stays within 0–100 % and an own rate of 0 at position 1
 * divides nothing by zero. On the default curve, and on any site's usual one, it is position 1's.
 */
export function bestRate(own: readonly { position: number; rate: number }[]): number {
  const rates = Array.from({ length: CURVE_POSITIONS }, (_, index) => own.find((entry) => entry.position === index + 1)?.rate ?? defaultRate('visibility', index + 1));
  return Math.max(...rates);
}
