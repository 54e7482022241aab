import fs from 'node:fs';
import { DEPLOY_GUIDE, withSettingsTable } from './settings-table.js';

fs.writeFileSync(DEPLOY_GUIDE, withSettingsTable(fs.readFileSync(DEPLOY_GUIDE, 'utf8')));
console.log(`Wrote the settings table of ${DEPLOY_GUIDE}`);
