// The demo excursion images as the product stores uploaded photos: the original as a JPEG at most
// 1200 px wide (what the admin's browser will upload), plus AVIF and WebP variants at the widths the
// pages' srcsets offer. A Worker cannot run sharp, so the variants are made here, where the image is
// produced (docs/decisions/019-excursion-image-variants.md).
//
// Encoding AVIF is slow on small machines and the e2e server seeds a fresh database on every run, so
// the encoded files are cached on disk, keyed by the source file's hash and the encoding settings:
// only the first run after a change pays.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS_PX } from '../../worker/contract/constants.ts';
import type { ImageVariantType } from '../../worker/contract/schemas/excursions.ts';
import { ROOT } from './run.ts';

/** The widest image stored: the original's width, and the widest variant. */
export const MAX_WIDTH = 1200;

/** The settings every cached file was made with; changing any of them re-encodes everything. */
const ENCODING = {
  version: 1,
  widths: IMAGE_VARIANT_WIDTHS_PX,
  background: '#0b1221',
  jpeg: { quality: 70, mozjpeg: true },
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
} as const;

export const DEFAULT_CACHE = path.join(ROOT, '.wrangler', 'cache', 'demo-media');

/** One encoded file, ready for R2: a content-hash key, its bytes and its Content-Type. */
export interface EncodedFile {
  /** 'excursions/<first 32 hex digits of its SHA-256>.<ext>'. */
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface PreparedImage {
  original: EncodedFile & { width: number; height: number };
  variants: (EncodedFile & { width: number; type: ImageVariantType })[];
}

/** What the cache keeps per source: the files' names and sizes (the bytes are beside it). */
interface Manifest {
  original: { file: string; width: number; height: number };
  variants: { file: string; width: number; type: ImageVariantType }[];
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/avif': '.avif', 'image/webp': '.webp' };

function encodedFile(bytes: Uint8Array, contentType: string): EncodedFile {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { key: `excursions/${hash}${EXTENSIONS[contentType] ?? ''}`, bytes, contentType };
}

/** The source decoded once: an SVG drawn at the original's width, a photo turned upright and made no wider than it. */
async function decode(source: Uint8Array, isSvg: boolean): Promise<{ pixels: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 }> {
  // An SVG is drawn at twice its nominal resolution and then reduced, for smooth edges.
  const image = isSvg ? sharp(source, { density: 144 }) : sharp(source).rotate();
  const { data, info } = await image
    .resize({ width: MAX_WIDTH, withoutEnlargement: !isSvg })
    .flatten({ background: ENCODING.background })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

async function encode(source: Uint8Array, isSvg: boolean): Promise<{ manifest: Manifest; files: Map<string, Uint8Array> }> {
  const { pixels, width, height, channels } = await decode(source, isSvg);
  const raw = () => sharp(pixels, { raw: { width, height, channels } });
  const files = new Map<string, Uint8Array>();
  files.set('original.jpg', await raw().jpeg(ENCODING.jpeg).toBuffer());
  const variants: Manifest['variants'] = [];
  for (const variantWidth of ENCODING.widths.filter((candidate) => candidate <= width)) {
    const resized = () => (variantWidth === width ? raw() : raw().resize({ width: variantWidth }));
    files.set(`${variantWidth}.avif`, await resized().avif(ENCODING.avif).toBuffer());
    variants.push({ file: `${variantWidth}.avif`, width: variantWidth, type: 'image/avif' });
    files.set(`${variantWidth}.webp`, await resized().webp(ENCODING.webp).toBuffer());
    variants.push({ file: `${variantWidth}.webp`, width: variantWidth, type: 'image/webp' });
  }
  return { manifest: { original: { file: 'original.jpg', width, height }, variants }, files };
}

function readCached(folder: string): { manifest: Manifest; files: Map<string, Uint8Array> } | undefined {
  const manifestFile = path.join(folder, 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const files = new Map<string, Uint8Array>();
    for (const { file } of [manifest.original, ...manifest.variants]) files.set(file, readFileSync(path.join(folder, file)));
    return { manifest, files };
  } catch {
    return undefined;
  }
}

/** Writes the folder beside its final place and renames it in: two seeds at once never see half a folder. */
function writeCached(folder: string, manifest: Manifest, files: Map<string, Uint8Array>): void {
  const temporary = `${folder}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  for (const [file, bytes] of files) writeFileSync(path.join(temporary, file), bytes);
  writeFileSync(path.join(temporary, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    renameSync(temporary, folder);
  } catch {
    // Another seed stored the same files first.
    rmSync(temporary, { recursive: true, force: true });
  }
}

/**
 * The original and the variants of one demo image (SVG, JPEG, PNG, WebP or AVIF), from the cache
 * when this source was encoded before with the same settings.
 */
export async function prepareDemoImage(sourceFile: string, cacheDir: string = DEFAULT_CACHE): Promise<PreparedImage> {
  const source = readFileSync(sourceFile);
  const isSvg = path.extname(sourceFile).toLowerCase() === '.svg';
  const cacheKey = createHash('sha256').update(JSON.stringify(ENCODING)).update(source).digest('hex').slice(0, 32);
  const folder = path.join(cacheDir, cacheKey);
  let cached = readCached(folder);
  if (!cached) {
    // A folder without its manifest or files was damaged by hand: made again.
    rmSync(folder, { recursive: true, force: true });
    const encoded = await encode(source, isSvg);
    writeCached(folder, encoded.manifest, encoded.files);
    cached = encoded;
  }
  const { manifest, files } = cached;
  const bytesOf = (file: string) => {
    const bytes = files.get(file);
    if (!bytes) throw new Error(`demo image cache ${folder} lacks ${file}`);
    return bytes;
  };
  return {
    original: { ...encodedFile(bytesOf(manifest.original.file), 'image/jpeg'), width: manifest.original.width, height: manifest.original.height },
    variants: manifest.variants.map(({ file, width, type }) => ({ ...encodedFile(bytesOf(file), type), width, type })),
  };
}
