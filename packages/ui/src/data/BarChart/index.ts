export { BarChart } from './BarChart';
export type { BarChartDatum, BarChartProps } from './BarChart';
