// Makes the back office's app icons (public/admin/icon-*.png, committed) from the site's monogram
// (public/favicon.svg): 192 and 512 px as drawn, and a maskable 512 px whose monogram sits inside
// the safe circle (80 %) on a full navy square. Run again after the monogram changes:
// `node scripts/make-admin-icons.ts`.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const monogram = readFileSync('public/favicon.svg');
for (const size of [192, 512]) {
  await sharp(monogram, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/admin/icon-${size}.png`);
}
const inner = await sharp(monogram, { density: (72 * 320) / 64 })
  .resize(320, 320)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b1221' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png({ compressionLevel: 9, palette: true })
  .toFile('public/admin/icon-maskable-512.png');
