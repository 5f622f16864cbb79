// Renders the placeholder illustrations in site/assets/artwork/**/*.svg to the raster images the
// site uses (site/assets/images/**/<name>.jpg), from which Astro's <Picture> derives AVIF/WebP.
// Run with Node 24 (type stripping): node_modules/.bin/node scripts/render-artwork.ts [filter]
// An optional argument renders only the files whose relative path contains it (e.g. "hero/").
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const ARTWORK = path.join(ROOT, 'site', 'assets', 'artwork');
const IMAGES = path.join(ROOT, 'site', 'assets', 'images');

/** Output size per top-level folder; anything else is rendered at the SVG's own width/height. */
const SIZES: Record<string, { width: number; height: number }> = {
  hero: { width: 2400, height: 1350 },
  fleet: { width: 1200, height: 800 },
  services: { width: 1200, height: 800 },
};

function listSvgs(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listSvgs(full));
    else if (name.endsWith('.svg')) out.push(full);
  }
  return out;
}

function ownSize(svg: string): { width: number; height: number } {
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 1200);
  const height = Number(/<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 800);
  return { width: Math.round(width), height: Math.round(height) };
}

const filter = process.argv[2] ?? '';
const files = listSvgs(ARTWORK).filter((file) => path.relative(ARTWORK, file).includes(filter));
if (files.length === 0) {
  console.error(`No SVG found under ${path.relative(ROOT, ARTWORK)}${filter ? ` matching "${filter}"` : ''}.`);
  process.exit(1);
}

for (const file of files) {
  const rel = path.relative(ARTWORK, file);
  const group = rel.split(path.sep)[0] ?? '';
  const svg = readFileSync(file, 'utf8');
  const { width, height } = SIZES[group] ?? ownSize(svg);
  const target = path.join(IMAGES, rel.replace(/\.svg$/, '.jpg'));
  mkdirSync(path.dirname(target), { recursive: true });
  const info = await sharp(Buffer.from(svg), { density: 144 })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#0b1424' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(target);
  console.log(`${path.relative(ROOT, target)}  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(0)} KB`);
}
