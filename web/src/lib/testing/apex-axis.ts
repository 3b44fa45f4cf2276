// What ApexCharts draws on an axis, worked out from the options a component hands it.

type Label = string | string[];

export interface LinearAxisOptions {
  min?: number;
  max?: number;
  tickAmount?: number | string;
  labels?: { formatter?: (value: number) => Label };
}

/**
 * The labels on an axis whose min, max and tickAmount are all set: ApexCharts' linear scale puts
 * tickAmount + 1 ticks evenly from min to max and writes each through the label formatter.
 * Ticks whose label is blank are left out.
 */
export function axisLabels(axis: LinearAxisOptions): { at: number; text: string }[] {
  const { min, max, tickAmount } = axis;
  if (typeof min !== 'number' || typeof max !== 'number' || typeof tickAmount !== 'number') {
    throw new Error(`The axis does not fix its ticks (min ${min}, max ${max}, tickAmount ${tickAmount}).`);
  }
  const step = (max - min) / tickAmount;
  return Array.from({ length: tickAmount + 1 }, (_, index) => min + index * step)
    .map((at) => {
      const label = axis.labels?.formatter ? axis.labels.formatter(at) : String(at);
      return { at, text: Array.isArray(label) ? label.join(' ') : label };
    })
    .filter((label) => label.text.trim() !== '');
}
