import path from 'node:path';
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';
import { describe, expect, test } from 'vitest';
import { inlineCompiledEnglish, linguiMacro } from '../linguiMacro';

/** The `descriptors` that `code` (a module without imports of its own) defines, as it runs. */
const descriptorsOf = (code: string): unknown[] =>
  new Function(`${code.replace(/^import .*$/gm, '')}\nreturn descriptors;`)();

/** `source` as a module of the app is built: through the project's Lingui plugin. */
async function buildModule(source: string): Promise<string> {
  const plugin = linguiMacro() as Plugin & {
    transform: (code: string, id: string) => Promise<{ code: string } | null>;
  };
  const file = path.resolve(import.meta.dirname, '../../../app/src/example.ts');
  const result = await plugin.transform.call({}, source, file);
  if (!result) throw new Error('the plugin left the module as it was');
  return result.code;
}

describe("the Lingui plugin's English messages", () => {
  test("compiles the macros' messages and leaves any other object with a message alone", async () => {
    const code = await buildModule(
      [
        "import { msg } from '@lingui/core/macro';",
        "const name = 'Ana';",
        "const descriptors = [msg`Hello ${name}`, { message: 'Saved {name}' }];",
      ].join('\n'),
    );
    const [descriptor, answer] = descriptorsOf(code);
    expect(descriptor).toMatchObject({ message: ['Hello ', ['name']], values: { name: 'Ana' } });
    expect(answer).toEqual({ message: 'Saved {name}' });
  });

  test('compiles a marked descriptor whatever other fields it holds', async () => {
    const result = await transformAsync(
      "const descriptors = [/*i18n*/ { id: 'a1', message: 'Hi {name}', origin: 'a new field' }];",
      { babelrc: false, configFile: false, plugins: [inlineCompiledEnglish] },
    );
    expect(descriptorsOf(result?.code ?? '')).toEqual([
      { id: 'a1', message: ['Hi ', ['name']], origin: 'a new field' },
    ]);
  });
});
