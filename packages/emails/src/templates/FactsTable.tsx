/** @jsxRuntime automatic */
import { theme } from '@rentacar/ui/foundations';
import type { CSSProperties, ReactNode } from 'react';

/** Marks the tables the plain-text part lays out as tables (the others are layout). */
export const FACTS_TABLE_CLASS = 'facts';

const { colors, space, borderWidths, fontWeights } = theme;

const tableStyle: CSSProperties = {
  borderCollapse: 'collapse',
  margin: `${space.none} ${space.none} ${space.md}`,
  width: '100%',
};
const cellStyle: CSSProperties = {
  borderBottom: `${borderWidths.thin} solid ${colors.border}`,
  padding: `${space.xs} ${space.sm}`,
  textAlign: 'left',
  verticalAlign: 'top',
};
const labelStyle: CSSProperties = { ...cellStyle, fontWeight: fontWeights.bold, width: '40%' };

export interface FactsTableProps {
  /** Names what the table lists, for screen readers. */
  caption: string;
  /** Column headings; a table without them is label/value rows. */
  columns?: string[];
  /** Each row's first cell labels the row. */
  rows: [label: string, ...values: ReactNode[]][];
}

/**
 * Facts as a data table (row and column headers), which screen readers and the plain-text part
 * both read in order; layout tables would lose the labels.
 */
export function FactsTable({ caption, columns, rows }: FactsTableProps) {
  return (
    <table className={FACTS_TABLE_CLASS} style={tableStyle}>
      <caption style={{ textAlign: 'left', fontWeight: fontWeights.bold, padding: space.xs }}>
        {caption}
      </caption>
      {columns && (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" style={labelStyle}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map(([label, ...values]) => (
          <tr key={label}>
            <th scope="row" style={labelStyle}>
              {label}
            </th>
            {values.map((value, index) => (
              <td key={index} style={cellStyle}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
