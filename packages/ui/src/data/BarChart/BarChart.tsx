import { useId } from 'react';
import { Bar, Column, DataTable, Figure, Label, Labels, Plot, Title } from './styles';

export interface BarChartDatum {
  /** Short label under the bar (`Mar`). */
  label: string;
  /** Full label in the data table (`March 2026`); the short one when absent. */
  longLabel?: string;
  value: number;
}

export interface BarChartProps {
  /** The chart's heading, which also names its figure and table. */
  title: string;
  /** One bar per datum, in the order given. */
  data: readonly BarChartDatum[];
  /** Header of the data table's label column (`Month`). */
  labelHeader: string;
  /** Header of the data table's value column (`Revenue`). */
  valueHeader: string;
  /** Writes a value for the table and the bars' hover text (`$1200`); the plain number by default. */
  formatValue?: (value: number) => string;
}

/**
 * A column chart drawn with plain CSS (no chart library: one bar series does not need one). The
 * bars are hidden from assistive technology, which reads the same figures from a table instead.
 */
export function BarChart({
  title,
  data,
  labelHeader,
  valueHeader,
  formatValue = String,
}: BarChartProps) {
  const titleId = useId();
  const highest = Math.max(0, ...data.map((datum) => datum.value));
  const share = (value: number) => (highest === 0 ? 0 : (value / highest) * 100);
  return (
    <Figure aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <div aria-hidden="true">
        <Plot>
          {data.map((datum) => (
            <Column key={datum.label} title={`${datum.longLabel ?? datum.label}: ${formatValue(datum.value)}`}>
              <Bar style={{ height: `${share(datum.value)}%` }} />
            </Column>
          ))}
        </Plot>
        <Labels>
          {data.map((datum) => (
            <Label key={datum.label}>{datum.label}</Label>
          ))}
        </Labels>
      </div>
      <DataTable>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.longLabel ?? datum.label}</th>
              <td>{formatValue(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Figure>
  );
}
