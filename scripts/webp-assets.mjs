// Writes the WebP copies of @rentacar/ui's hero pictures, one per width in its srcset:
// `<name>-<width>.webp` beside `<name>.png` in packages/ui/src/assets. The PNG stays the fallback.
// Run `npm run images:webp` after changing one of these PNGs; the WebP files are committed, so the
// library, Storybook and the app (which all bundle ui's source) need no image step of their own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/ui/src/assets');

/** Picture -> the widths it is shown at: phone (about 400 CSS px at 1x-2x) and desktop. */
const widths = {
  'hero-background': [800, 1600],
  'hero-car-1': [400, 800],
  'hero-car-2': [400, 800],
};

// Quality 80 keeps the flat drawings free of visible artefacts at a third of the PNG's bytes.
const WEBP = { quality: 80, effort: 6 };

for (const [name, sizes] of Object.entries(widths)) {
  for (const width of sizes) {
    const target = path.join(assets, `${name}-${width}.webp`);
    const { size } = await sharp(path.join(assets, `${name}.png`))
      .resize({ width })
      .webp(WEBP)
      .toFile(target);
    console.log(`${path.relative(process.cwd(), target)}: ${(size / 1024).toFixed(1)} kB`);
  }
}
