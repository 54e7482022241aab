import path from 'node:path';
import { SETTING_VARIABLES } from '../src/config.js';
import type { Variable } from '../src/settings.js';

export const DEPLOY_GUIDE = path.resolve(import.meta.dirname, '../../docs/deploy.md');
export const REFRESH_COMMAND = 'npm run docs:settings -w @rentacar/server';
const START = `<!-- The table is written from server/src/config.ts by \`${REFRESH_COMMAND}\`. -->`;
const END = '<!-- End of the table written from server/src/config.ts. -->';

const code = (value: unknown) => `\`${String(value)}\``;

function cells({ name, schema, shown, file, about }: Variable): string[] {
  const byDefault = shown ?? (schema.default === undefined ? '(none)' : code(schema.default));
  return [code(name), byDefault, file ? code(`${name}_FILE`) : '', about];
}

/** The guide's table of the settings, laid out as prettier lays out a Markdown table. */
function settingsTable(): string {
  const rows = [
    ['variable', 'default', 'or from the file', 'meaning'],
    ...SETTING_VARIABLES.map(cells),
  ].map((row) => row.map((cell) => cell.replaceAll('|', '\\|')));
  const widths = rows[0]!.map((_, column) =>
    Math.max(3, ...rows.map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

/** `guide` with the table between its markers replaced by the one the declarations give. */
export function withSettingsTable(guide: string): string {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start === -1 || end < start) {
    throw new Error(`${DEPLOY_GUIDE} needs the lines\n${START}\n${END}\naround its settings table`);
  }
  return `${guide.slice(0, start + START.length)}\n\n${settingsTable()}\n\n${guide.slice(end)}`;
}
