// Idempotency-Key support for public POSTs: the same key and body get the first answer again;
// the same key with another body is refused (422). middleware/idempotency.ts reads the key and
// hashes the body once and answers a retry; the use cases store through `storeOnce`, the one place
// that answers a concurrent request with the same key. The SQL is db/queries/idempotency.ts's.
import type { Database } from '../db/client.ts';
import { isKeyAlreadyAnswered, rememberedAnswer, type RequestKey } from '../db/queries/idempotency.ts';
import { ApiError } from './api-error.ts';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** '<scope>:<key>' as `id`, and the hash of the request's body. */
export type IdempotencyClaim = RequestKey;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads the header; null when the client sent none. */
export async function idempotencyClaim(scope: string, header: string | undefined, rawBody: string): Promise<IdempotencyClaim | null> {
  if (header === undefined || header === '') return null;
  if (!KEY_PATTERN.test(header)) {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', { 'Idempotency-Key': 'api.error.idempotencyKeyInvalid' });
  }
  return { id: `${scope}:${header}`, requestHash: await sha256Hex(rawBody) };
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The earlier answer for this claim, or null if the key is new. Throws 422 on a different body. */
export async function earlierAnswer(db: Database, claim: IdempotencyClaim): Promise<StoredAnswer | null> {
  const remembered = await rememberedAnswer(db, claim.id);
  if (!remembered) return null;
  if (remembered.requestHash !== claim.requestHash) {
    throw new ApiError(422, 'idempotency_conflict', 'api.error.idempotencyConflict');
  }
  return { status: remembered.status, body: remembered.body };
}

/** What a public POST's use case answers, and the e-mails it queued (delivered after the answer). */
export interface Submitted<Answer> {
  answer: Answer;
  emailIds: number[];
}

/**
 * Runs `store`, which writes the record and remembers its answer under `claim` in one batch. When
 * a concurrent request with the same key stored first (the key's unique index refused this batch,
 * so nothing of it was written), answers what that request answered, with no e-mails of its own;
 * the same key with another body is still a 422.
 */
export async function storeOnce<Answer>(
  db: Database,
  claim: IdempotencyClaim | null,
  store: (claim: IdempotencyClaim | null) => Promise<Submitted<Answer>>,
): Promise<Submitted<Answer>> {
  try {
    return await store(claim);
  } catch (error) {
    const earlier = claim && isKeyAlreadyAnswered(error) ? await earlierAnswer(db, claim) : null;
    // The body that request stored for the same scope, so of the same shape.
    if (earlier) return { answer: earlier.body as Answer, emailIds: [] };
    throw error;
  }
}
