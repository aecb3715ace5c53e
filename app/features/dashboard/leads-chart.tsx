/**
 * The overview's line chart (recharts, loaded with the overview only). The figures are also in
 * a table for screen readers, so the drawing itself is hidden from them (and not focusable).
 */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ChartPoint {
  /** Short month name on the axis. */
  tick: string;
  /** Month and year in the tooltip. */
  label: string;
  count: number;
}

export default function LeadsChart({ points, seriesName }: { points: ChartPoint[]; seriesName: string }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={points}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
        >
          <CartesianGrid stroke="var(--color-ink-200)" strokeDasharray="3 3" />
          <XAxis
            dataKey="tick"
            interval={0}
            padding={{ left: 24, right: 24 }}
            tick={{ fill: "var(--color-ink-600)", fontSize: 12 }}
            tickLine={false}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: "var(--color-ink-600)", fontSize: 12 }}
            tickLine={false}
            width={48}
          />
          <Tooltip labelFormatter={(_tick, payload) => payload[0]?.payload.label ?? ""} />
          <Line
            type="monotone"
            dataKey="count"
            name={seriesName}
            stroke="var(--color-brand-600)"
            strokeWidth={3}
            dot={{ r: 4, fill: "var(--color-brand-600)" }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
