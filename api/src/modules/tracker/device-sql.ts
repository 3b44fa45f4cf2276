import type { SerpDevice } from '../seo/serp/serp-provider';

/** A condition on a device column: every device, or one. */
export function deviceSql(column: string, device: SerpDevice | null | undefined): { sql: string; params: unknown[] } {
  return device ? { sql: ` and ${column} = ?`, params: [device] } : { sql: '', params: [] };
}
