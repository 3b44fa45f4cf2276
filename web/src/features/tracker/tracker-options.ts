// Choices that only the tracker's create form offers.

export const RESULT_COUNT_OPTIONS = [10, 20, 50, 100] as const;

export const FREQUENCY_OPTIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly (Mondays)' },
  { value: 'monthly', label: 'Monthly (on the 1st)' },
] as const;
