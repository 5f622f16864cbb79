// Mutations under /api must send a JSON body of bounded size; it is parsed once here so a bad body
// is a clear 4xx before any handler runs.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { isLang } from '../contract/i18n/index.ts';

/** Largest JSON body accepted by the public API (a quote request is a few KB). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export const jsonBody = (maxBytes = MAX_JSON_BODY_BYTES) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!WITH_BODY.has(c.req.method)) return next();
    const contentType = c.req.header('Content-Type') ?? '';
    const declaredLength = Number(c.req.header('Content-Length') ?? '0');
    if (declaredLength > maxBytes) throw new ApiError(413, 'payload_too_large', 'api.error.tooLarge');
    const raw = await c.req.text();
    if (new TextEncoder().encode(raw).byteLength > maxBytes) throw new ApiError(413, 'payload_too_large', 'api.error.tooLarge');
    if (!/^application\/(.+\+)?json\s*(;|$)/i.test(contentType)) {
      throw new ApiError(415, 'unsupported_media_type', 'api.error.unsupportedMediaType');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new ApiError(400, 'bad_json', 'api.error.badJson');
    }
    if (parsed !== null && typeof parsed === 'object' && 'lang' in parsed && isLang(parsed.lang)) c.set('lang', parsed.lang);
    await next();
  });
