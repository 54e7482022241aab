import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { DEPLOY_GUIDE, REFRESH_COMMAND, withSettingsTable } from '../scripts/settings-table.js';

describe('the settings declared in server/src/config.ts', () => {
  it('are the table of docs/deploy.md, as written from them', () => {
    const guide = fs.readFileSync(DEPLOY_GUIDE, 'utf8');
    expect(
      withSettingsTable(guide),
      `docs/deploy.md's settings table differs from server/src/config.ts: run \`${REFRESH_COMMAND}\``,
    ).toBe(guide);
  });

  it('bound MAX_RENTAL_DAYS to 1..3650 days, 90 by default', () => {
    expect(loadConfig({}).maxRentalDays).toBe(90);
    expect(loadConfig({ MAX_RENTAL_DAYS: '3650' }).maxRentalDays).toBe(3650);
    expect(() => loadConfig({ MAX_RENTAL_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAX_RENTAL_DAYS: '0' })).toThrow(/MAX_RENTAL_DAYS must be >= 1/);
    expect(() => loadConfig({ MAX_RENTAL_DAYS: '3651' })).toThrow(
      /MAX_RENTAL_DAYS must be <= 3650/,
    );
    expect(() => loadConfig({ MAX_RENTAL_DAYS: '7.5' })).toThrow(/MAX_RENTAL_DAYS must be integer/);
  });
});
