// validated(), the routes' one validation hook: a valid input reaches the handler parsed; an
// invalid one is the API's 400 naming each field, or the route's own refusal (a malformed id: 404).
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import { t } from '../contract/i18n/index.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { apiOnError } from './api-errors.ts';
import { validated } from './validated.ts';

const notFound = () => new ApiError(404, 'not_found', 'api.error.notFound');

const app = new Hono<AppEnv>()
  .get(
    '/items/:id',
    validated(
      'param',
      z.object({
        id: z
          .string()
          .regex(/^[0-9]+$/)
          .transform(Number),
      }),
      notFound,
    ),
    (c) => c.json({ id: c.req.valid('param').id }),
  )
  .post('/items', validated('json', z.strictObject({ name: z.string().min(2) })), (c) => c.json(c.req.valid('json')));
app.onError(apiOnError);

const post = (body: unknown) => app.request('/items', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('validated', () => {
  it('hands the handler the parsed input', async () => {
    expect(await (await app.request('/items/42')).json()).toEqual({ id: 42 });
    expect(await (await post({ name: 'Versailles' })).json()).toEqual({ name: 'Versailles' });
  });

  it('refuses an invalid body with a 400 naming each field, in the API’s error shape', async () => {
    const refused = await post({ name: 'V', colour: 'red' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: t('en', 'api.error.validation'),
        fields: { name: t('en', 'field.invalid'), colour: t('en', 'field.unknown') },
      },
    });
  });

  it('refuses as the route says when its refusal is not a validation error', async () => {
    const unknown = await app.request('/items/not-a-number');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: t('en', 'api.error.notFound') } });
  });
});
