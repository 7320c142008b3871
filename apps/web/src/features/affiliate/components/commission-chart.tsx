import { formatThousands } from '@member/shared';
import { BarChart, FixedScaleAxis } from 'chartist';
import { useEffect, useRef } from 'react';
import { formatDayShort } from '../lib/date-range';
import { niceTicks } from '../lib/nice-ticks';
import './commission-chart.css';

/** About this many day labels fit under the bars at 375 px. */
const X_LABELS = 6;
const CHART_HEIGHT_PX = 220;

/**
 * Commission per day as bars (Chartist: SVG, ~8 KB compressed, loaded with this page only). The bars are
 * a picture of the numbers; `label` names it, and the page shows the numbers themselves beside it.
 */
export default function CommissionChart({ days, values, label }: { days: string[]; values: number[]; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const every = Math.max(1, Math.ceil(days.length / X_LABELS));
    // Round whole-baht ticks of our own: Chartist's automatic ones divide small ranges into odd fractions.
    const ticks = niceTicks(values);
    const chart = new BarChart(
      element,
      { labels: days.map(formatDayShort), series: [values] },
      {
        height: `${CHART_HEIGHT_PX}px`,
        chartPadding: { top: 12, right: 12, bottom: 0, left: 0 },
        axisX: {
          showGrid: false,
          labelInterpolationFnc: (value, index) => (index % every === 0 ? value : null),
        },
        axisY: {
          type: FixedScaleAxis,
          ticks,
          low: ticks[0],
          high: ticks.at(-1),
          offset: 52,
          labelInterpolationFnc: (value) => formatThousands(Number(value), 0),
        },
      },
    );
    chart.on('draw', (event) => {
      if (event.type !== 'bar' || !('y2' in event)) return;
      // Bars as wide as the days allow: a week reads as columns, 90 days as a sparkline.
      const width = Math.min(24, Math.max(2, ((element.clientWidth - 64) / days.length) * 0.6));
      event.element.attr({ style: `stroke-width: ${width.toFixed(1)}px` });
      // SVG's y grows downwards: a bar ending below its base is a day the downlines won.
      if (event.y2 > event.y1) event.element.addClass('is-negative');
    });
    return () => {
      chart.detach();
    };
  }, [days, values]);

  return <div ref={host} role="img" aria-label={label} className="commission-chart" data-testid="commission-chart" />;
}
