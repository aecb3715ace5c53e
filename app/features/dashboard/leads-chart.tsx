/**
 * The overview's line chart, drawn as plain SVG (a chart library cost the dashboard about 100 KB
 * of gzipped JavaScript for one line). The figures are also in a table for screen readers, so
 * the drawing itself is hidden from them. Positions are percentages of the plot area, so the
 * chart fills any width while its labels keep their size.
 */
import { chartTicks } from "./figures";

export interface ChartPoint {
  /** Short month name on the axis. */
  tick: string;
  /** Month and year in the tooltip. */
  label: string;
  count: number;
}

export function LeadsChart({ points, seriesName }: { points: ChartPoint[]; seriesName: string }) {
  const ticks = chartTicks(Math.max(0, ...points.map((point) => point.count)));
  const top = ticks[ticks.length - 1] ?? 1;
  // A little room at both ends, so the first and last month's labels stay inside the chart.
  const x = (index: number) => (points.length < 2 ? 50 : 6 + (index * 88) / (points.length - 1));
  const y = (value: number) => 100 - (value / top) * 100;
  return (
    <div aria-hidden="true" className="flex h-64 w-full gap-2 pt-2 pr-4 pb-6 text-xs text-ink-600">
      <div className="relative w-8 shrink-0">
        {ticks.map((value) => (
          <span key={value} className="absolute right-0 -translate-y-1/2" style={{ top: `${y(value)}%` }}>
            {value}
          </span>
        ))}
      </div>
      <div className="relative flex-1">
        <svg
          aria-hidden="true"
          className="absolute inset-0 size-full overflow-visible"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
        >
          {ticks.map((value) => (
            <line
              key={value}
              x1={0}
              x2={100}
              y1={y(value)}
              y2={y(value)}
              className="stroke-ink-200"
              strokeDasharray="3 3"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <polyline
            points={points.map((point, index) => `${x(index)},${y(point.count)}`).join(" ")}
            fill="none"
            className="stroke-brand-600"
            strokeWidth={3}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <svg aria-hidden="true" className="absolute inset-0 size-full overflow-visible">
          {points.map((point, index) => (
            <circle
              key={point.label}
              cx={`${x(index)}%`}
              cy={`${y(point.count)}%`}
              r={4}
              className="fill-brand-600"
            >
              <title>{`${point.label}: ${point.count} ${seriesName}`}</title>
            </circle>
          ))}
        </svg>
        <div className="absolute inset-x-0 top-full mt-1">
          {points.map((point, index) => (
            <span key={point.label} className="absolute -translate-x-1/2" style={{ left: `${x(index)}%` }}>
              {point.tick}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
