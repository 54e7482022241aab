import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withCustomConfig } from 'react-docgen-typescript';
import { expect, test } from 'vitest';
import { packageDir } from '../bench/packedConsumer.ts';
import { docgenOptions } from '../docgen.ts';

// Every exported component's docs page says what the component is (the JSDoc comment on the
// component, shown under its title) and describes every prop in its props table (a JSDoc comment on
// each prop of its props type).
test('every exported component and each of its props has a description', () => {
  const exportedNames = new Set(
    readFileSync(path.join(packageDir, 'src/public-api.txt'), 'utf8').trim().split('\n'),
  );
  const files = readdirSync(path.join(packageDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(file))
    .map((file) => path.join(packageDir, 'src', file));
  const docs = withCustomConfig(path.join(packageDir, 'tsconfig.json'), docgenOptions)
    .parse(files)
    .filter((doc) => exportedNames.has(doc.displayName));

  const documented = new Set(docs.map((doc) => doc.displayName));
  // The parser saw the components (a broken setup would find none and pass).
  expect([...documented]).toEqual(expect.arrayContaining(['Button', 'VehicleCard', 'TextField']));
  expect(Object.keys(docs.find((doc) => doc.displayName === 'Button')!.props)).toEqual(
    expect.arrayContaining(['variant', 'size', 'busy', 'type', 'disabled', 'onClick', 'children']),
  );

  const componentsUndescribed = docs
    .filter((doc) => !doc.description.trim())
    .map((doc) => doc.displayName);
  expect(componentsUndescribed).toEqual([]);

  const undescribed = docs.flatMap((doc) =>
    Object.values(doc.props)
      .filter((prop) => !prop.description.trim())
      .map((prop) => `${doc.displayName}.${prop.name}`),
  );
  expect(undescribed).toEqual([]);
}, 120_000);
