import { ConfigError, loadConfig } from './config.js';
import { withMigratedDatabase } from './db/startup.js';
import { resetToDemoData } from './db/seed.js';

/** `npm run seed`: migrates, then replaces every row with the demo data. */
try {
  const config = loadConfig();
  await withMigratedDatabase(config, (database) => resetToDemoData(database));
  const where = config.databaseUrl === undefined ? config.dataDir : 'PostgreSQL';
  console.log(`Demo data restored (${where}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
