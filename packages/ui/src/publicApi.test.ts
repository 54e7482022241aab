import { expect, test } from 'vitest';
import * as ui from './index';

// The package's public API is the list of names it exports. A change to this list must be a
// decision (update with `npx vitest run --project ui -u` and record a changeset).
test('the exported names match the recorded public API', async () => {
  const names = Object.keys(ui).sort();
  await expect(`${names.join('\n')}\n`).toMatchFileSnapshot('./public-api.txt');
});
