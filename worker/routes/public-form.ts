// The route of each public form (POST /api/quotes, /api/exquotes, /api/contact), written once in the
// order that keeps it safe: JSON only and size-limited before anything reads the body; the body's
// shape; the Idempotency-Key (a retry gets the first answer, and is not counted again); the
// per-client rate limit; then the form's use case, given the Submission gathered from the request.
import { Hono } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import type { core } from 'zod';
import type { AppEnv } from '../env.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { PUBLIC_SUBMISSIONS, rateLimit } from '../middleware/rate-limit.ts';
import { validated } from '../middleware/validated.ts';
import type { Submission } from '../submission.ts';
import { submissionOf } from './request-context.ts';

export interface PublicForm<Schema extends core.$ZodType, Answer> {
  /** The form's Idempotency-Key scope and rate-limit bucket, e.g. 'quote'. */
  name: string;
  /** The body's shape (contract/). */
  schema: Schema;
  /** The use case: stores what the form sent and answers the 201's body. */
  receive: (request: core.output<Schema>, submission: Submission) => Promise<Answer>;
}

export function publicFormRoutes<Schema extends core.$ZodType, Answer extends JSONValue>(form: PublicForm<Schema, Answer>) {
  return new Hono<AppEnv>()
    .post('/', jsonBody(), validated('json', form.schema), idempotent(form.name), rateLimit({ bucket: form.name, ...PUBLIC_SUBMISSIONS }), async (c) =>
      c.json(await form.receive(c.req.valid('json'), submissionOf(c)), 201),
    )
    .all('/', methodNotAllowed('POST'));
}
