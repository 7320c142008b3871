/**
 * The top of a chart's value axis and its tick values: a "nice" step (1, 2, 2.5 or 5 × 10ⁿ; whole
 * numbers for counts; never below 1, the axis's labels being whole baht or people) so that `ticks`
 * steps cover `max`. An empty series (max 0) still gets an axis of 0 to `ticks`.
 */
export function niceScale(max: number, { ticks = 4, counts = false } = {}): { top: number; values: number[] } {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 1;
  const rough = safeMax / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const factors = counts ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = factors.map((factor) => factor * magnitude).find((candidate) => candidate * ticks >= safeMax);
  const finalStep = Math.max(1, counts ? Math.ceil(step ?? 1) : (step ?? 10 * magnitude));
  const values = Array.from({ length: ticks + 1 }, (_, i) => Number((finalStep * i).toPrecision(12)));
  return { top: finalStep * ticks, values };
}

/** `YYYY-MM-DD` → `DD/MM`, the day labels under a chart. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}
