/** `@gari/ui/LineChart`: `LineChart` (accessible daily series with a reference line) and `lineRange`. */
export {
  LineChart,
  type LineChartPoint,
  type LineChartProps,
  type LineChartReference,
  lineRange,
} from './LineChart';
