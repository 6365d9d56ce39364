import { type HTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from '../BarChart/BarChart.css';
import { visuallyHidden } from '../theme/theme.css';
import { cx } from './cx';

/** The ids that tie a chart's title, summary and keyboard hint to its plot (from `useChartIds`). */
export interface ChartIds {
  titleId: string;
  summaryId: string;
  hintId: string;
}

/** Fresh ids for one chart (title, summary, keyboard hint). */
export function useChartIds(): ChartIds {
  const id = useId();
  return { titleId: `${id}-title`, summaryId: `${id}-summary`, hintId: `${id}-hint` };
}

/** What every chart's `<figure>` shares: its title (heading level 2–6), height in px and classes. */
interface ChartFrameProps {
  ids: ChartIds;
  title: string;
  titleLevel: 2 | 3 | 4 | 5 | 6;
  /** Height of the plot area in px. */
  height: number;
  className?: string | undefined;
}

/** The `<figure>` of a chart with its title heading, then `children`. */
function TitledFigure({
  ids,
  title,
  titleLevel,
  className,
  children,
}: Omit<ChartFrameProps, 'height'> & { children: ReactNode }) {
  const TitleTag = `h${titleLevel}` as const;
  return (
    <figure className={cx(styles.figure, className)}>
      <TitleTag id={ids.titleId} className={styles.title}>
        {title}
      </TitleTag>
      {children}
    </figure>
  );
}

/** A chart with nothing to plot: the title, then `emptyText` in a box of the plot's height. */
export function ChartEmpty({ height, emptyText, ...frame }: ChartFrameProps & { emptyText: string }) {
  return (
    <TitledFigure {...frame}>
      <p className={styles.empty} style={{ minHeight: height }}>
        {emptyText}
      </p>
    </TitledFigure>
  );
}

/** Props of `ChartFigure`: the frame plus the chart's own parts. */
interface ChartFigureProps extends ChartFrameProps {
  /** The y-axis ticks: key (the value), `bottom` as a CSS percentage and the formatted text. */
  ticks: { key: number; bottom: string; text: string }[];
  /** Handlers and data attributes of the focusable plot (the reading cursor's). */
  plotProps: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
  /** Screen-reader hint of the focusable plot. */
  keyboardHint: string;
  /** The SVG's viewBox, e.g. `0 0 120 100`. */
  viewBox: string;
  /** The SVG's shapes (after its `<title>`). */
  children: ReactNode;
  /** The x-axis labels under the plot. */
  xAxis: ReactNode;
  /** The polite live readout of the point being read ('' when none). */
  readout: string;
  /** The legend (`<ul>`), or null. */
  legend: ReactNode;
  /** The text summary that describes the chart image. */
  summary: string;
  /** The `<thead>` and `<tbody>` of the visually hidden table (captioned by the title). */
  table: ReactNode;
}

/**
 * The accessible frame shared by `BarChart` and `LineChart`: a `<figure>` with the title, the y axis,
 * one focusable plot group (named by the title, with a keyboard hint) around an SVG `role="img"`
 * described by the summary, the x axis, a polite readout, the legend, the summary and a visually
 * hidden table of the same numbers.
 */
export function ChartFigure({
  height,
  ticks,
  plotProps,
  keyboardHint,
  viewBox,
  children,
  xAxis,
  readout,
  legend,
  summary,
  table,
  ...frame
}: ChartFigureProps) {
  const { ids, title } = frame;
  return (
    <TitledFigure {...frame}>
      <div className={styles.grid}>
        <div className={styles.yAxis} style={{ height }} aria-hidden="true">
          {ticks.map((t) => (
            <span key={t.key} className={styles.yTick} style={{ bottom: t.bottom }}>
              {t.text}
            </span>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: not a form group; a labelled group around the chart image. */}
        <div
          className={styles.plot}
          style={{ height }}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: one tab stop to read the chart with arrow keys (the readout below is announced).
          tabIndex={0}
          {...plotProps}
          role="group"
          aria-labelledby={ids.titleId}
          aria-describedby={ids.hintId}
        >
          <span id={ids.hintId} className={visuallyHidden}>
            {keyboardHint}
          </span>
          <svg
            className={styles.svg}
            viewBox={viewBox}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={ids.titleId}
            aria-describedby={ids.summaryId}
          >
            <title>{title}</title>
            {children}
          </svg>
        </div>
        {xAxis}
      </div>
      <p className={styles.readout} aria-live="polite">
        {readout}
      </p>
      {legend}
      <p id={ids.summaryId} className={styles.summary}>
        {summary}
      </p>
      {/* Hidden through a wrapper: a table is never narrower than its content, so hidden itself it
          would still widen the page on a 360 px phone (issue #16). */}
      <div className={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          {table}
        </table>
      </div>
    </TitledFigure>
  );
}

/** One legend entry: a colour swatch (`colour`) or a swatch drawn by `swatchClassName`, and its text. */
export interface ChartLegendItem {
  key: string;
  label: string;
  colour?: string;
  swatchClassName?: string;
}

/** A chart's legend: a `<ul aria-label="Legend">` of swatches with their text. */
export function ChartLegend({ items }: { items: ChartLegendItem[] }) {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {items.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <span
            className={item.swatchClassName ?? styles.swatch}
            style={item.colour ? { background: item.colour } : undefined}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
