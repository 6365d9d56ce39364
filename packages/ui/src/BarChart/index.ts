/** `@gari/ui/BarChart`: `BarChart` (accessible 12-month bar chart) and `niceCeil`. */
export { BarChart, type BarChartDatum, type BarChartProps, type BarChartSegment, niceCeil } from './BarChart';
