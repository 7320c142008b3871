/** Steps a money axis may take: 1, 2 or 5 times a power of ten, never under one baht (decision 0023). */
const MULTIPLES = [1, 2, 5] as const;
/** About this many steps fit the chart's height at 375 px. */
const TARGET_STEPS = 4;

/**
 * The ticks of a money axis that covers `values` and zero: whole baht, evenly spaced by a round step,
 * so small days read `0 / 1` and not `0.13 / 0.38 / 0.63`.
 */
export function niceTicks(values: readonly number[]): number[] {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const range = high - low;
  let step = 1;
  if (range > 0) {
    const rough = range / TARGET_STEPS;
    const magnitude = 10 ** Math.floor(Math.log10(rough));
    step = Math.max(1, (MULTIPLES.find((multiple) => multiple * magnitude >= rough) ?? 10) * magnitude);
  }
  const first = Math.floor(low / step) * step;
  const last = Math.max(first + step, Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let tick = first; tick <= last + step / 2; tick += step) ticks.push(Math.round(tick));
  return ticks;
}
