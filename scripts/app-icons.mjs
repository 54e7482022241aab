// Writes the app's PNG icons from app/public/favicon.svg, for what cannot use an SVG: the web app
// manifest's icons and the iOS home screen's (apple-touch-icon). Run `npm run images:icons` after
// changing the SVG; the PNGs are committed, so the build needs no image step.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../app/public');

/** File -> its width and height in pixels: the manifest's two sizes, and iOS's. */
const icons = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 };

for (const [file, size] of Object.entries(icons)) {
  const target = path.join(publicDir, file);
  // Rasterised at the icon's size (density scales the 64-unit SVG), not scaled from a small bitmap.
  const { size: bytes } = await sharp(path.join(publicDir, 'favicon.svg'), {
    density: (72 * size) / 64,
  })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(target);
  console.log(`${path.relative(process.cwd(), target)}: ${(bytes / 1024).toFixed(1)} kB`);
}
