// Idempotency-Key support for public POSTs: the same key and body get the first answer again;
// the same key with another body is refused (422). The key's row is written in the same batch as
// the record, so either both exist or neither.
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ApiError } from './api-error.ts';

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export interface IdempotencyClaim {
  /** '<scope>:<key>' */
  id: string;
  requestHash: string;
}

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
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, claim.id)).limit(1);
  if (!row) return null;
  if (row.requestHash !== claim.requestHash) {
    throw new ApiError(422, 'idempotency_conflict', 'api.error.idempotencyConflict');
  }
  return { status: row.responseStatus, body: JSON.parse(row.responseBody) as unknown };
}

/** The insert that records the answer; `responseBody` may be SQL computed inside the same batch. */
export function rememberAnswer(db: Database, claim: IdempotencyClaim, status: number, responseBody: SQL | string) {
  return db.insert(idempotencyKeys).values({ id: claim.id, requestHash: claim.requestHash, responseStatus: status, responseBody });
}

/** True when a batch failed because another request with the same key won the race. */
export function isIdempotencyRace(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return /UNIQUE constraint failed: idempotency_keys\.id/.test(text);
}
