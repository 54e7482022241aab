import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { useRentacarTheme } from '../../foundations/useRentacarTheme';
import { DataTable, Figure, Plot, Title } from './styles';
import { useWidth } from './useWidth';

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
  /** Writes a value for the table, the value axis and the bars' hover text (`$1200`). */
  formatValue?: (value: number) => string;
}

/** The plot's height and the room its axes' labels take, in CSS pixels. */
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
/** Drawn at this width until the figure's own width is known (and where it cannot be measured). */
const DEFAULT_WIDTH = 480;
const VALUE_TICKS = 4;
/** Room a bar's short label needs; on a narrow chart only every second (third...) one is shown. */
const LABEL_SPACING = 36;

/**
 * A column chart drawn with visx (SVG), with a value axis. The drawing is hidden from assistive
 * technology, which reads the same figures from a table instead.
 */
export function BarChart({
  title,
  data,
  labelHeader,
  valueHeader,
  formatValue = String,
}: BarChartProps) {
  const titleId = useId();
  const theme = useRentacarTheme();
  const [plotRef, width = DEFAULT_WIDTH] = useWidth<HTMLDivElement>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const labels = scaleBand({
    domain: data.map((datum) => datum.label),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / Math.max(1, labels.step())));
  const shownLabels = labels.domain().filter((_, index) => index % labelEvery === 0);
  const highest = Math.max(0, ...data.map((datum) => datum.value));
  // An all-zero series still gets an axis from 0 upwards, with its bars on the base line.
  const values = scaleLinear({ domain: [0, highest || 1], range: [innerHeight, 0], nice: true });
  const tickLabel = {
    fill: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontFamily: theme.fonts.body,
  };
  return (
    <Figure aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <Plot ref={plotRef} aria-hidden="true">
        <svg width={width} height={HEIGHT}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {data.map((datum) => {
              const top = values(datum.value);
              return (
                <Bar
                  key={datum.label}
                  data-value={datum.value}
                  x={labels(datum.label)}
                  y={top}
                  width={labels.bandwidth()}
                  height={innerHeight - top}
                  fill={theme.colors.primary}
                >
                  <title>{`${datum.longLabel ?? datum.label}: ${formatValue(datum.value)}`}</title>
                </Bar>
              );
            })}
            <AxisLeft
              scale={values}
              numTicks={VALUE_TICKS}
              tickFormat={(value) => formatValue(Number(value))}
              stroke={theme.colors.border}
              tickStroke={theme.colors.border}
              tickLabelProps={tickLabel}
            />
            <AxisBottom
              top={innerHeight}
              scale={labels}
              tickValues={shownLabels}
              stroke={theme.colors.border}
              hideTicks
              tickLabelProps={tickLabel}
            />
          </Group>
        </svg>
      </Plot>
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
