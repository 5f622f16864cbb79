// Every /api failure answers JSON: { error: { code, message, fields?, requestId? } }, in the request's language.
import { loggedPath } from '../lib/logged-path.ts';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { core } from 'zod';

/** What zod and @hono/zod-validator report: only the issues are read. */
export type ValidationFailure = Pick<core.$ZodError, 'issues'>;
import { ApiError } from '../lib/api-error.ts';
import type { AppEnv } from '../env.ts';
import type { ApiErrorBody } from '../contract/schemas/errors.ts';
import { langFromAcceptLanguage, t, type Lang, type SharedMessageKey } from '../contract/i18n/index.ts';
import { enShared } from '../contract/i18n/index.ts';

function requestLang(c: Context<AppEnv>): Lang {
  return c.get('lang') ?? langFromAcceptLanguage(c.req.header('Accept-Language'));
}

export function apiErrorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const lang = requestLang(c);
  const body: ApiErrorBody = { error: { code: error.code, message: t(lang, error.messageKey) } };
  if (error.fields) {
    body.error.fields = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, t(lang, key)]));
  }
  return c.json(body, error.status, error.headers);
}

const isMessageKey = (value: string): value is SharedMessageKey => Object.hasOwn(enShared, value);

/** Field name → dictionary key, from a zod error whose messages are dictionary keys. */
export function fieldErrors(error: ValidationFailure): Record<string, SharedMessageKey> {
  // Without a prototype: a field the client names 'constructor' or '__proto__' is a field like any
  // other, not something every object already has (it was swallowed, leaving a 400 without fields).
  const fields: Record<string, SharedMessageKey> = Object.create(null) as Record<string, SharedMessageKey>;
  for (const issue of error.issues) {
    // Unknown fields are refused one by one, by name: a misspelt field must not vanish silently.
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) fields[[...issue.path, name].join('.')] ??= 'field.unknown';
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (Object.hasOwn(fields, field)) continue; // the first problem of a field is the one to show
    fields[field] = isMessageKey(issue.message) ? issue.message : issue.code === 'invalid_type' ? 'field.invalid' : 'field.invalid';
  }
  return fields;
}

export function validationError(error: ValidationFailure): ApiError {
  return new ApiError(400, 'validation_failed', 'api.error.validation', fieldErrors(error));
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => apiErrorResponse(c, new ApiError(404, 'not_found', 'api.error.notFound'));

export const apiOnError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return apiErrorResponse(c, error);
  if (error instanceof HTTPException && error.status === 413) {
    return apiErrorResponse(c, new ApiError(413, 'payload_too_large', 'api.error.tooLarge'));
  }
  const requestId = c.get('requestId') ?? 'unknown';
  console.error(`[api] ${c.req.method} ${loggedPath(c.req.path)} failed (request ${requestId})`, error);
  const lang = requestLang(c);
  const body: ApiErrorBody = { error: { code: 'internal_error', message: t(lang, 'api.error.internal'), requestId } };
  return c.json(body, 500);
};
