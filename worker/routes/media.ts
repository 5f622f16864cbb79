// GET /media/<key>: uploaded and demo images from R2. Keys are content hashes, so they never change.
// Customers' files (inbound/) share the bucket but are private: only the signed-in admin gets them,
// through /api/admin/messages; here they are as absent as any unknown key.
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { INBOUND_FILES_PREFIX } from '../inbound/attachments.ts';
import { MEDIA_CACHE_CONTROL } from '../uploads/store-image.ts';

const MEDIA_KEY = /^[a-z0-9][a-z0-9._/-]{0,200}$/;

// HEAD is answered too: Hono routes it as GET and sends the answer without its body.
export const mediaRoutes = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const key = c.req.param('key');
  if (!MEDIA_KEY.test(key) || key.includes('..') || key.startsWith(INBOUND_FILES_PREFIX)) return c.text('Not found', 404);
  const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return c.text('Not found', 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', MEDIA_CACHE_CONTROL);
  // A conditional request that matched: R2 returns the object without a body.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
