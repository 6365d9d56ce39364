import * as base from '../BarChart/BarChart.css';
import { ChartEmpty, ChartFigure, ChartLegend, useChartIds } from '../internal/ChartFigure';
import { useChartCursor } from '../internal/chartCursor';
import { vars } from '../theme/theme.css';
import * as styles from './LineChart.css';

/** One point of the series, oldest first; `value` null = no value that day (a gap in the line). */
export interface LineChartPoint {
  /** Short label, e.g. '20 Nov'. */
  label: string;
  value: number | null;
}

/** A horizontal reference line, e.g. the regulated ceiling price. */
export interface LineChartReference {
  value: number;
  /** Legend and table text, e.g. 'Ceiling (RURA)'. */
  label: string;
}

/** Props of `LineChart`. */
export interface LineChartProps {
  /** Visible title; it names the chart image and the data table. */
  title: string;
  /** The series in display order (oldest first). */
  points: LineChartPoint[];
  /** A dashed horizontal line to compare with (drawn, in the legend, summary and table). */
  reference?: LineChartReference | null;
  /** Formats values for the axis, summary, readout and table. @default whole numbers of the page locale */
  formatValue?: (value: number) => string;
  /** Height of the plot in px. @default 200 */
  height?: number;
  /** Shown instead of the chart when no point has a value. @default 'No data yet' */
  emptyText?: string;
  /** Heading level of the title. @default 3 */
  titleLevel?: 2 | 3 | 4 | 5 | 6;
  /** Header of the label column of the screen-reader table. @default 'Date' */
  labelHeader?: string;
  /** Header of the value column of the screen-reader table. @default 'Value' */
  valueHeader?: string;
  /** Readout of a point without a value. @default 'no value' */
  missingText?: string;
  /** Extra class names on the `<figure>`. */
  className?: string;
}

const defaultFormat = (n: number) => new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(n);

/** The y range of the plot: the values (and reference) with 10 % room, never a zero-height range. */
export function lineRange(values: readonly number[]): { lo: number; hi: number } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = Math.max((max - min) * 0.1, Math.abs(max) * 0.005, 1);
  return { lo: min - pad, hi: max + pad };
}

/**
 * An accessible line chart for a daily series such as a station's price over 30 or 90 days (issue
 * #11): an SVG line (`role="img"` named by the title and described by a summary: latest, lowest and
 * highest with their labels), gaps where a point has no value, an optional dashed reference line
 * (the regulated ceiling), the first, middle and last labels under it, and a visually hidden table of
 * every point. The plot is one tab stop: ←/→/Home/End (or hovering) move a cursor whose value a polite
 * live readout speaks. With no value at all it shows `emptyText`.
 */
export function LineChart({
  title,
  points,
  reference = null,
  formatValue = defaultFormat,
  height = 200,
  emptyText = 'No data yet',
  titleLevel = 3,
  labelHeader = 'Date',
  valueHeader = 'Value',
  missingText = 'no value',
  className,
}: LineChartProps) {
  const ids = useChartIds();
  const cursor = useChartCursor(points.length);
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  const frame = { ids, title, titleLevel, height, className };

  if (values.length === 0) return <ChartEmpty {...frame} emptyText={emptyText} />;

  const { lo, hi } = lineRange(reference ? [...values, reference.value] : values);
  const width = Math.max(points.length - 1, 1) * 10;
  const y = (v: number) => 100 - ((v - lo) / (hi - lo)) * 100;
  const x = (i: number) => (points.length === 1 ? width / 2 : i * 10);
  // One polyline per run of points with values.
  const runs: string[] = [];
  let run: string[] = [];
  points.forEach((p, i) => {
    if (p.value === null) {
      if (run.length) runs.push(run.join(' '));
      run = [];
    } else run.push(`${x(i)},${y(p.value)}`);
  });
  if (run.length) runs.push(run.join(' '));

  const priced = points.flatMap((p) => (p.value === null ? [] : [{ label: p.label, value: p.value }]));
  const low = priced.reduce((a, b) => (b.value < a.value ? b : a));
  const high = priced.reduce((a, b) => (b.value > a.value ? b : a));
  const latest = priced[priced.length - 1] ?? low;
  const summary =
    `Latest ${formatValue(latest.value)} (${latest.label}). Lowest ${formatValue(low.value)} (${low.label}), ` +
    `highest ${formatValue(high.value)} (${high.label}).` +
    (reference ? ` ${reference.label}: ${formatValue(reference.value)}.` : '');
  const active = cursor.active;
  const describe = (i: number) => {
    const p = points[i];
    return p ? `${p.label}: ${p.value === null ? missingText : formatValue(p.value)}` : '';
  };
  const ticks = [hi, (hi + lo) / 2, lo];
  const middle = points[Math.floor((points.length - 1) / 2)];

  return (
    <ChartFigure
      {...frame}
      ticks={ticks.map((t) => ({ key: t, bottom: `${100 - y(t)}%`, text: formatValue(t) }))}
      plotProps={{
        ...cursor.handlers,
        onMouseMove: (e) => {
          const box = e.currentTarget.getBoundingClientRect();
          const at = Math.round(((e.clientX - box.left) / Math.max(box.width, 1)) * (points.length - 1));
          cursor.setActive(Math.min(points.length - 1, Math.max(0, at)));
        },
      }}
      keyboardHint="Use the left and right arrow keys to read each day."
      viewBox={`0 0 ${width} 100`}
      xAxis={
        <div className={styles.xAxis} aria-hidden="true">
          <span>{points[0]?.label}</span>
          {points.length > 2 ? <span>{middle?.label}</span> : null}
          {points.length > 1 ? <span>{points[points.length - 1]?.label}</span> : null}
        </div>
      }
      readout={active === null ? '' : describe(active)}
      legend={
        reference ? (
          <ChartLegend
            items={[
              { key: 'value', label: valueHeader, colour: vars.color.chart1 },
              { key: 'reference', label: reference.label, swatchClassName: styles.referenceSwatch },
            ]}
          />
        ) : null
      }
      summary={summary}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              // Days are positional: the index is part of their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: two points may share a short label.
              <tr key={`${i}:${p.label}`}>
                <th scope="row">{p.label}</th>
                <td>{p.value === null ? missingText : formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    >
      {ticks.map((t) => (
        <line
          key={t}
          className={base.gridLine}
          x1={0}
          x2={width}
          y1={y(t)}
          y2={y(t)}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {reference ? (
        <line
          className={styles.reference}
          data-reference=""
          x1={0}
          x2={width}
          y1={y(reference.value)}
          y2={y(reference.value)}
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
      {runs.map((pointsAttr) => (
        <polyline
          key={pointsAttr}
          className={styles.line}
          points={pointsAttr}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {active === null ? null : (
        <line
          className={styles.cursor}
          data-cursor={active}
          x1={x(active)}
          x2={x(active)}
          y1={0}
          y2={100}
          vectorEffect="non-scaling-stroke"
        />
      )}
    </ChartFigure>
  );
}
