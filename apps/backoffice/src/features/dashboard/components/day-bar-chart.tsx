import { bangkokDayStartMs, formatDate } from '@member/shared';
import { BO_DASHBOARD } from '@member/shared/backoffice';
import { useEffect, useState } from 'react';
import { niceScale, shortDay } from './chart-scale';

export interface ChartSeries {
  label: string;
  /** A fill that keeps 3:1 against white (WCAG 1.4.11). */
  color: string;
  values: number[];
}

export interface ChartTableColumn {
  label: string;
  values: string[];
}

interface DayBarChartProps {
  /** The figure's caption: what the chart shows, in which unit. */
  caption: string;
  /** Bangkok days, oldest first. */
  days: string[];
  /** The bars drawn, one per series per day. */
  series: ChartSeries[];
  /** The visually hidden table: the day, then these columns (the drawn values and any more). */
  table: ChartTableColumn[];
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** Whole-number axis (people, rows). */
  counts?: boolean;
}

const DEFAULT_WIDTH = 960;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 76 };

/**
 * Bars per Bangkok day, drawn as inline SVG. The picture is for the eye (hidden from screen readers);
 * the same figures are in a table only screen readers read, under the figure's caption.
 */
export function DayBarChart({ caption, days, series, table, formatTick, formatValue, counts }: DayBarChartProps) {
  // Drawn at the width it is shown at: its labels keep their size from tablet to desktop.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(Math.round(entry.contentRect.width));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);
  const width = Math.max(320, measured ?? DEFAULT_WIDTH);
  const max = Math.max(0, ...series.flatMap((line) => line.values));
  const scale = niceScale(max, { counts });
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const groupWidth = plotWidth / Math.max(1, days.length);
  const barWidth = (groupWidth * 0.72) / Math.max(1, series.length);
  const y = (value: number) => MARGIN.top + plotHeight - (value / scale.top) * plotHeight;

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-base font-semibold">{caption}</figcaption>
      <ul aria-hidden="true" className="flex flex-wrap gap-4 text-sm text-muted">
        {series.map((line) => (
          <li key={line.label} className="flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm" style={{ background: line.color }} />
            {line.label}
          </li>
        ))}
      </ul>
      <div ref={setFrame}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
          {scale.values.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? '#6b7280' : '#e5e7eb'}
                strokeWidth={1}
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={12}
                fill="#4b5563"
                className="tabular"
              >
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {days.map((day, dayIndex) => {
            const groupX = MARGIN.left + dayIndex * groupWidth + groupWidth * 0.14;
            return (
              <g key={day}>
                {series.map((line, lineIndex) => {
                  const value = line.values[dayIndex] ?? 0;
                  const top = y(value);
                  return (
                    <rect
                      key={line.label}
                      x={groupX + lineIndex * barWidth}
                      y={top}
                      width={Math.max(1, barWidth - 2)}
                      height={Math.max(0, y(0) - top)}
                      rx={2}
                      fill={line.color}
                    >
                      <title>{`${shortDay(day)} ${line.label}: ${formatValue(value)}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={MARGIN.left + dayIndex * groupWidth + groupWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize={12}
                  fill="#4b5563"
                >
                  {shortDay(day)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <table className="sr-only">
        <caption>{`${BO_DASHBOARD.chartTable}: ${caption}`}</caption>
        <thead>
          <tr>
            <th scope="col">{BO_DASHBOARD.chartDay}</th>
            {table.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, dayIndex) => (
            <tr key={day}>
              <th scope="row" className="whitespace-nowrap">
                {formatDate(bangkokDayStartMs(day), 'date')}
              </th>
              {table.map((column) => (
                <td key={column.label}>{column.values[dayIndex]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
