/** Spec §5 "Keyword limit": presets up to the plan's maximum, or a custom value. */
export const KEYWORD_LIMIT_PRESETS = [1, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100] as const;

/** Spec §9: the keyword generator's default. */
export const DEFAULT_KEYWORD_LIMIT = 10;

export function presetsUpTo(max: number): number[] {
  return KEYWORD_LIMIT_PRESETS.filter((preset) => preset <= max);
}

/** Only digits count; the value is clamped to 1..max, and an empty or unusable value becomes the minimum. */
export function clampKeywordLimit(raw: string | number, max: number): number {
  const digits = typeof raw === 'number' ? String(Math.floor(raw)) : raw.replace(/\D/g, '');
  const value = Number.parseInt(digits, 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, Math.max(1, max));
}

export function defaultKeywordLimit(max: number): number {
  return Math.min(DEFAULT_KEYWORD_LIMIT, Math.max(1, max));
}
