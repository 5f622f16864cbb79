// What an uploaded file really is, read from its bytes alone (never its name or declared type): one
// of the four image types the site serves, whole, and of a size a browser can decode without
// running out of memory (docs/decisions/023). The sizes come from the format's header, read by the
// `image-size` handlers of these four formats only (pure JavaScript on a Uint8Array, as workerd runs it).
import { HEIF } from 'image-size/types/heif';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { WEBP } from 'image-size/types/webp';
import { UPLOAD_LIMITS, type UploadImageType } from '../contract/schemas/admin-excursions.ts';
import type { SharedMessageKey } from '../contract/i18n/index.ts';

export interface InspectedImage {
  type: UploadImageType;
  /** The file's extension in R2 keys. */
  extension: 'jpg' | 'png' | 'webp' | 'avif';
  /** As a browser draws it: a JPEG's EXIF rotation of a quarter turn swaps the header's sides. */
  width: number;
  height: number;
}

export type Inspection = { ok: true; image: InspectedImage } | { ok: false; problem: SharedMessageKey };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const uint32BE = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0, false);
const uint32LE = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0, true);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The type its first bytes say, among the four accepted; undefined for anything else (text, SVG, GIF…). */
export function sniffImageType(bytes: Uint8Array): UploadImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a first 'ftyp' box whose major brand, or one of its compatible brands, is AVIF.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(uint32BE(bytes, 0), bytes.length);
    for (let at = 8; at + 4 <= boxSize; at += 4) if (at !== 12 && AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return 'image/avif';
  }
  return undefined;
}

/**
 * Whether the file ends where its format says it does: a header alone (a cut upload, or a crafted
 * file declaring huge sides) is not an image the pages can draw.
 */
function isWhole(bytes: Uint8Array, type: UploadImageType): boolean {
  switch (type) {
    case 'image/png':
      return bytes.length >= PNG_SIGNATURE.length + PNG_IEND.length && startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length);
    case 'image/jpeg': {
      // The End Of Image marker, possibly followed by padding some cameras add.
      let end = bytes.length;
      while (end > 2 && bytes[end - 1] === 0x00) end -= 1;
      return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
    }
    case 'image/webp':
      // RIFF says how many bytes follow its first eight.
      return uint32LE(bytes, 4) + 8 <= bytes.length;
    case 'image/avif': {
      // Top-level boxes must tile the file exactly (a size of 0 runs to the end).
      let at = 0;
      while (at < bytes.length) {
        if (at + 8 > bytes.length) return false;
        let size = uint32BE(bytes, at);
        if (size === 0) return true;
        if (size === 1) {
          if (at + 16 > bytes.length) return false;
          size = uint32BE(bytes, at + 8) * 2 ** 32 + uint32BE(bytes, at + 12);
        }
        if (size < 8) return false;
        at += size;
      }
      return at === bytes.length;
    }
  }
}

const HANDLERS = { 'image/jpeg': JPG, 'image/png': PNG, 'image/webp': WEBP, 'image/avif': HEIF } as const;
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' } as const;

/** The header's sides, or undefined when the header cannot be read. */
function headerSize(bytes: Uint8Array, type: UploadImageType): { width: number; height: number; orientation?: number | undefined } | undefined {
  try {
    const handler = HANDLERS[type];
    if (!handler.validate(bytes)) return undefined;
    const size = handler.calculate(bytes);
    const { width, height } = size;
    if (!Number.isInteger(width) || !Number.isInteger(height) || !width || !height || width < 1 || height < 1) return undefined;
    return { width, height, orientation: size.orientation };
  } catch {
    // The handlers throw on a header that does not hold together.
    return undefined;
  }
}

/** Checks an uploaded file: its real type, that it is whole, and its sides within UPLOAD_LIMITS. */
export function inspectImage(bytes: Uint8Array): Inspection {
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, problem: 'adminUpload.field.file.type' };
  const size = headerSize(bytes, type);
  if (!size) return { ok: false, problem: 'adminUpload.field.file.unreadable' };
  // Before wholeness: a crafted header declaring a giant image is refused for what it declares.
  if (size.width > UPLOAD_LIMITS.maxSide || size.height > UPLOAD_LIMITS.maxSide || size.width * size.height > UPLOAD_LIMITS.maxPixels) {
    return { ok: false, problem: 'adminUpload.field.file.dimensions' };
  }
  if (!isWhole(bytes, type)) return { ok: false, problem: 'adminUpload.field.file.unreadable' };
  // EXIF orientations 5 to 8 turn the picture a quarter: the page's box must be the turned one.
  const turned = type === 'image/jpeg' && size.orientation !== undefined && size.orientation >= 5 && size.orientation <= 8;
  return {
    ok: true,
    image: {
      type,
      extension: EXTENSIONS[type],
      width: turned ? size.height : size.width,
      height: turned ? size.width : size.height,
    },
  };
}

/** Where uploads are in R2 (decision 019): only these are ever deleted (excursion-images.ts). */
export const UPLOADS_PREFIX = 'excursions/';

/** 'excursions/<first 32 hex digits of the SHA-256>.<ext>': the same bytes always get the same key (decision 019). */
export async function contentKey(bytes: Uint8Array, extension: InspectedImage['extension']): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${UPLOADS_PREFIX}${hex.slice(0, 32)}.${extension}`;
}
