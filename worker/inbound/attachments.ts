// The files of a customer's e-mail reply. Only what the back office can safely show is kept: images
// (PNG, JPEG, WebP) and PDF files, known by their first bytes (never by their name or declared type),
// at most ATTACHMENT_MAX_FILES per message; the rest is listed in the message as left out. Kept files
// go to R2 under `inbound/<conversation id>/<random>.<ext>`: private (the public /media/ route
// refuses the prefix), served only to the signed-in admin, and deleted with their conversation by
// prefix (erasure, and the cron's sweep of conversations that no longer exist, which retention uses).
import type { Attachment } from 'postal-mime';
import type { AttachmentDropReason } from '../contract/schemas/admin-messages.ts';
import type { Database } from '../db/client.ts';
import { existingConversationIds } from '../db/queries/inbound-mail.ts';
import type { MessageAttachment } from '../db/schema.ts';
import { sniffImageType } from '../uploads/uploaded-image.ts';

/** Where customers' files are in R2; never served by /media/ (routes/media.ts). */
export const INBOUND_FILES_PREFIX = 'inbound/';

/** How many files one message keeps; more are listed as left out. */
export const ATTACHMENT_MAX_FILES = 10;

/** The longest file name kept, in characters. */
const NAME_MAX = 120;

export const ATTACHMENT_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** A file's own name for its folder of a conversation: a random id and the extension of its type. */
const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;

export const conversationFilesPrefix = (conversationId: number) => `${INBOUND_FILES_PREFIX}${conversationId}/`;

/** The R2 key of `file` in the conversation's folder, or null when `file` is not one of our names. */
export function attachmentKey(conversationId: number, file: string): string | null {
  return FILE_NAME.test(file) ? `${conversationFilesPrefix(conversationId)}${file}` : null;
}

/** What the file is by its first bytes, among the kept types; undefined for anything else (AVIF included: the thread shows what every browser opens). */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | undefined {
  const image = sniffImageType(bytes);
  if (image === 'image/png' || image === 'image/jpeg' || image === 'image/webp') return image;
  // '%PDF-', the header every PDF starts with.
  if (bytes.length >= 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d) return 'application/pdf';
  return undefined;
}

/** A sender's file name made safe to show and to send back as a download's name: no controls, no folders, not too long. */
export function cleanFileName(name: string | null): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f-\u009f"\\/]/g, '').trim();
  return [...cleaned].slice(0, NAME_MAX).join('');
}

const bytesOf = (content: Attachment['content']): Uint8Array =>
  typeof content === 'string' ? new TextEncoder().encode(content) : content instanceof Uint8Array ? content : new Uint8Array(content);

const randomName = () => [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export interface StoredAttachments {
  /** What the message lists: the kept files with their keys, the others with why they were left out. */
  attachments: MessageAttachment[];
  /** The keys written to R2 by this call (to delete again if the message is not stored after all). */
  keys: string[];
}

/** Keeps the e-mail's acceptable files in the conversation's folder and lists them all. */
export async function storeAttachments(media: R2Bucket, conversationId: number, files: readonly Attachment[]): Promise<StoredAttachments> {
  const attachments: MessageAttachment[] = [];
  const keys: string[] = [];
  try {
    for (const file of files) {
      const bytes = bytesOf(file.content);
      const name = cleanFileName(file.filename);
      const type = sniffAttachmentType(bytes);
      if (!type || keys.length >= ATTACHMENT_MAX_FILES) {
        const dropped: AttachmentDropReason = type ? 'count' : 'type';
        attachments.push({ name, type: file.mimeType.slice(0, 100), bytes: bytes.byteLength, dropped });
        continue;
      }
      const key = `${conversationFilesPrefix(conversationId)}${randomName()}.${ATTACHMENT_TYPES[type]}`;
      await media.put(key, bytes, { httpMetadata: { contentType: type }, customMetadata: { name } });
      keys.push(key);
      attachments.push({ name, type, bytes: bytes.byteLength, key });
    }
  } catch (error) {
    // A failed put leaves no file of this attempt behind: the delivery is retried whole.
    await deleteFiles(media, keys);
    throw error;
  }
  return { attachments, keys };
}

/** Deletes these keys (R2 takes at most 1000 at a time). */
export async function deleteFiles(media: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += 1000) await media.delete(keys.slice(at, at + 1000));
}

/** Deletes every file of these conversations; answers how many there were. */
export async function deleteConversationFiles(media: R2Bucket, conversationIds: readonly number[]): Promise<number> {
  let deleted = 0;
  for (const id of conversationIds) {
    let cursor: string | undefined;
    do {
      const listed = await media.list({ prefix: conversationFilesPrefix(id), cursor });
      await deleteFiles(
        media,
        listed.objects.map((object) => object.key),
      );
      deleted += listed.objects.length;
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor);
  }
  return deleted;
}

/** Conversation folders looked at per sweep, at most: more than the company will ever have with files. */
const SWEEP_MAX_FOLDERS = 10_000;

/**
 * Deletes the files of conversations that no longer exist: those retention deleted, and any an
 * erasure's request could not delete itself. Run by the cron after retention; answers how many
 * files went.
 */
export async function deleteOrphanedFiles(db: Database, media: R2Bucket): Promise<number> {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const listed = await media.list({ prefix: INBOUND_FILES_PREFIX, delimiter: '/', cursor });
    for (const prefix of listed.delimitedPrefixes) {
      const id = Number(prefix.slice(INBOUND_FILES_PREFIX.length, -1));
      if (Number.isSafeInteger(id) && id > 0) ids.push(id);
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor && ids.length < SWEEP_MAX_FOLDERS);
  if (ids.length === 0) return 0;
  const existing = await existingConversationIds(db, ids);
  return deleteConversationFiles(
    media,
    ids.filter((id) => !existing.has(id)),
  );
}
