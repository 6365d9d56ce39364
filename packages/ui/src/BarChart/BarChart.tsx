import { ChartEmpty, ChartFigure, ChartLegend, useChartIds } from '../internal/ChartFigure';
import { useChartCursor } from '../internal/chartCursor';
import { vars } from '../theme/theme.css';
import * as styles from './BarChart.css';

/** One part of a stacked bar (e.g. spend of one category in one month). */
export interface BarChartSegment {
  /** Series key, e.g. `fuel`, `repair`; the same key gets the same colour in every bar. */
  key: string;
  /** Value (same unit as the bar's; negatives count as 0). */
  value: number;
}

/** One bar. */
export interface BarChartDatum {
  /** Short label under the bar, e.g. 'Mar' (keep it ≤ 4 characters for 12 bars on a phone). */
  label: string;
  /** Total height of the bar (e.g. RWF spent that month); negatives count as 0. */
  value: number;
  /** Optional stacked parts; they should add up to `value`. */
  segments?: BarChartSegment[];
}

/** Props of `BarChart`. */
export interface BarChartProps {
  /** Visible title; it names the chart image and the data table. */
  title: string;
  /** Bars in display order (oldest month first). */
  data: BarChartDatum[];
  /**
   * Formats values for the summary, readout and table, e.g. `(n) => \`${n.toLocaleString()} RWF\``.
   * @default Intl.NumberFormat of the page locale
   */
  formatValue?: (value: number) => string;
  /**
   * Formats the y-axis ticks.
   * @default compact notation (1.2K, 3M)
   */
  formatTick?: (value: number) => string;
  /** Human name of a segment key for the legend and table. @default the key, capitalised */
  segmentLabel?: (key: string) => string;
  /**
   * Height of the plot area in px.
   * @default 200
   */
  height?: number;
  /**
   * Text shown instead of the chart when `data` is empty.
   * @default 'No data yet'
   */
  emptyText?: string;
  /** Replaces the generated text summary (read as the chart's description). */
  summary?: string;
  /**
   * Heading level of the title.
   * @default 3
   */
  titleLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Header of the label column in the screen-reader table.
   * @default 'Month'
   */
  labelHeader?: string;
  /**
   * Header of the total column in the screen-reader table.
   * @default 'Total'
   */
  valueHeader?: string;
  /**
   * Screen-reader hint of the focusable plot.
   * @default 'Use the left and right arrow keys to read each bar.'
   */
  keyboardHint?: string;
  /** Extra class names on the `<figure>`. */
  className?: string;
}

const palette = [
  vars.color.chart1,
  vars.color.chart2,
  vars.color.chart3,
  vars.color.chart4,
  vars.color.chart5,
  vars.color.chart6,
  vars.color.chart7,
  vars.color.chart8,
];

const defaultFormat = (n: number) => new Intl.NumberFormat().format(n);
const compact = (n: number) =>
  new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
const capitalise = (key: string) => (key ? key.charAt(0).toUpperCase() + key.slice(1) : key);

const niceSteps = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/**
 * Smallest "nice" number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k) at or above `max`; 0 when
 * `max` ≤ 0. Used as the top of the y axis.
 */
export function niceCeil(max: number): number {
  if (!(max > 0)) return 0;
  const exp = 10 ** Math.floor(Math.log10(max));
  const f = max / exp;
  const nice = niceSteps.find((step) => f <= step + 1e-9) ?? 10;
  return nice * exp;
}

const clamp = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * An accessible bar chart for the 12-month spend of the car status page (spec §2 Car status):
 * an SVG (`role="img"`, named by the title, described by a text summary) with optional stacked
 * segments and a legend, plus a visually hidden `<table>` of the same numbers. The plot is one
 * tab stop: ←/→/Home/End (or hovering) pick a bar and a polite live readout speaks its values.
 * Handles empty data (`emptyText`) and all-zero data (flat baseline).
 */
export function BarChart({
  title,
  data,
  formatValue = defaultFormat,
  formatTick = compact,
  segmentLabel = capitalise,
  height = 200,
  emptyText = 'No data yet',
  summary,
  titleLevel = 3,
  labelHeader = 'Month',
  valueHeader = 'Total',
  keyboardHint = 'Use the left and right arrow keys to read each bar.',
  className,
}: BarChartProps) {
  const ids = useChartIds();
  const cursor = useChartCursor(data.length);
  const { active, setActive } = cursor;
  const frame = { ids, title, titleLevel, height, className };

  if (data.length === 0) return <ChartEmpty {...frame} emptyText={emptyText} />;

  const keys: string[] = [];
  for (const d of data) for (const s of d.segments ?? []) if (!keys.includes(s.key)) keys.push(s.key);
  const colourOf = (key: string) => palette[keys.indexOf(key) % palette.length];

  // Bars are positional (one per month), so the position is part of their identity.
  const rows = data.map((d, position) => ({ ...d, rowKey: `${position}:${d.label}` }));
  const values = data.map((d) => clamp(d.value));
  const total = values.reduce((a, b) => a + b, 0);
  const max = Math.max(...values);
  const scaleMax = niceCeil(max);
  const ticks = scaleMax > 0 ? [0, scaleMax / 2, scaleMax] : [0];
  const maxIndex = values.indexOf(max);

  const generatedSummary =
    total === 0
      ? `Every value is ${formatValue(0)}.`
      : `Total ${formatValue(total)}. Highest: ${data[maxIndex]?.label}, ${formatValue(max)}.`;

  const n = data.length;
  const slot = 10;
  const barWidth = 6;
  const viewHeight = 100;
  const y = (v: number) => (scaleMax > 0 ? (v / scaleMax) * viewHeight : 0);

  const describe = (i: number) => {
    const d = data[i];
    if (!d) return '';
    const parts = (d.segments ?? [])
      .filter((s) => clamp(s.value) > 0)
      .map((s) => `${segmentLabel(s.key)} ${formatValue(clamp(s.value))}`);
    return `${d.label}: ${formatValue(clamp(d.value))}${parts.length ? ` (${parts.join(', ')})` : ''}`;
  };

  return (
    <ChartFigure
      {...frame}
      ticks={ticks.map((t) => ({ key: t, bottom: `${(y(t) / viewHeight) * 100}%`, text: formatTick(t) }))}
      plotProps={{ ...cursor.handlers, 'data-has-active': active === null ? undefined : '' }}
      keyboardHint={keyboardHint}
      viewBox={`0 0 ${n * slot} ${viewHeight}`}
      xAxis={
        <div
          className={styles.xAxis}
          style={{ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` }}
          aria-hidden="true"
        >
          {rows.map((d) => (
            <span key={d.rowKey} className={styles.xLabel}>
              {d.label}
            </span>
          ))}
        </div>
      }
      readout={active === null ? '' : describe(active)}
      legend={
        keys.length > 0 ? (
          <ChartLegend
            items={keys.map((key) => ({ key, label: segmentLabel(key), colour: colourOf(key) }))}
          />
        ) : null
      }
      summary={summary ?? generatedSummary}
      table={
        <>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
              {keys.map((key) => (
                <th key={key} scope="col">
                  {segmentLabel(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((d, i) => (
              <tr key={d.rowKey}>
                <th scope="row">{d.label}</th>
                <td>{formatValue(values[i] ?? 0)}</td>
                {keys.map((key) => (
                  <td key={key}>{formatValue(clamp(d.segments?.find((s) => s.key === key)?.value ?? 0))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </>
      }
    >
      {ticks.slice(1).map((t) => (
        <line
          key={t}
          className={styles.gridLine}
          x1={0}
          x2={n * slot}
          y1={viewHeight - y(t)}
          y2={viewHeight - y(t)}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {rows.map((d, i) => {
        const x = i * slot + (slot - barWidth) / 2;
        const segments = d.segments?.filter((s) => clamp(s.value) > 0) ?? [];
        let base = viewHeight;
        const rects =
          segments.length > 0
            ? segments.map((s) => {
                const h = Math.min(y(clamp(s.value)), base);
                base -= h;
                return (
                  <rect
                    key={s.key}
                    x={x}
                    y={base}
                    width={barWidth}
                    height={h}
                    style={{ fill: colourOf(s.key) }}
                  />
                );
              })
            : [
                <rect
                  key="total"
                  x={x}
                  y={viewHeight - y(values[i] ?? 0)}
                  width={barWidth}
                  height={y(values[i] ?? 0)}
                  style={{ fill: palette[0] }}
                />,
              ];
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the keyboard readout.
          <g
            key={d.rowKey}
            className={styles.bar}
            data-active={active === i ? '' : undefined}
            data-index={i}
            onMouseEnter={() => setActive(i)}
          >
            {/* Full-height transparent hit area for hovering short bars. */}
            <rect x={i * slot} y={0} width={slot} height={viewHeight} fill="transparent" />
            {rects}
          </g>
        );
      })}
      <line
        className={styles.baseLine}
        x1={0}
        x2={n * slot}
        y1={viewHeight}
        y2={viewHeight}
        vectorEffect="non-scaling-stroke"
      />
    </ChartFigure>
  );
}
