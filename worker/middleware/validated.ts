// The one way a route checks its input: `@hono/zod-validator` with a single failure hook, so every
// refusal is the API's JSON error in the request's language (middleware/api-errors.ts) and the
// handler reads only `c.req.valid(…)`. The hook throws rather than answers: the route's typed
// answers (the islands' `hc` client reads them) then name no failure body of zod's.
import type { ValidationTargets } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { core } from 'zod';
import type { ApiError } from '../lib/api-error.ts';
import { validationError, type ValidationFailure } from './api-errors.ts';

/**
 * Checks `target` against `schema`. A failure is a 400 naming each field (`validationError`), or
 * what `refusal` says instead: a malformed id names nothing, so its routes refuse it as their 404.
 */
export const validated = <Target extends keyof ValidationTargets, Schema extends core.$ZodType>(
  target: Target,
  schema: Schema,
  refusal: (failure: ValidationFailure) => ApiError = validationError,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw refusal(result.error);
  });
