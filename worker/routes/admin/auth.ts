// The back office's sign-in, session check and sign-out (spec section 7): POST /api/admin/login,
// GET /api/admin/session, POST /api/admin/logout. Open without a session, unlike the rest of
// /api/admin (./index.ts); sign-in and sign-out still come only from the site's own pages.
import { Hono } from 'hono';
import type { BackOfficeEnv } from '../../env.ts';
import { loginRequestSchema, type AdminSessionAnswer } from '../../contract/schemas/admin-session.ts';
import { signIn, signOut, type AdminSession } from '../../auth/session.ts';
import { backOfficeSession } from '../../middleware/d1-session.ts';
import { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { rateLimitClient } from '../../middleware/rate-limit.ts';
import { validated } from '../../middleware/validated.ts';
import {
  adminAccount,
  adminDeviceId,
  adminSessionOf,
  adminSessionToken,
  auditedClientOf,
  clearAdminSessionCookie,
  noStore,
  sameOriginJson,
  setAdminDeviceCookie,
  setAdminSessionCookie,
} from '../../middleware/admin-session.ts';

const answer = (session: AdminSession): AdminSessionAnswer => ({
  authenticated: true,
  username: session.username,
  expiresAt: session.expiresAt.toISOString(),
});

// Through the back office's D1 session too (decision 045): the sign-in's answer already carries a
// bookmark that includes the new session, for the browser's next request.
export const adminAuthRoutes = new Hono<BackOfficeEnv>()
  .use('/login', backOfficeSession(), noStore())
  .use('/session', backOfficeSession(), noStore())
  .use('/logout', backOfficeSession(), noStore())
  .post('/login', sameOriginJson(), jsonBody(), validated('json', loginRequestSchema), async (c) => {
    const { username, password, code } = c.req.valid('json');
    const origin = auditedClientOf(c);
    const result = await signIn(c.var.db, adminAccount(c.env), {
      username,
      password,
      client: rateLimitClient(origin.ip),
      origin,
      now: new Date(),
      code,
      deviceId: adminDeviceId(c),
    });
    if (result.outcome === 'locked') {
      throw new ApiError(429, 'rate_limited', 'admin.login.tooMany', undefined, { 'Retry-After': String(result.retryAfterSeconds) });
    }
    if (result.outcome === 'refused') throw new ApiError(401, 'unauthorized', 'admin.login.invalid');
    // No session yet: the sign-in form shows its code field and sends the same request with `code`.
    if (result.outcome === 'second-factor-required') throw new ApiError(401, 'second_factor_required', 'adminSecurity.login.codeRequired');
    if (result.outcome === 'wrong-code') {
      throw new ApiError(401, 'second_factor_required', 'adminSecurity.login.wrongCode', { code: 'adminSecurity.field.code.wrong' });
    }
    setAdminSessionCookie(c, result.token);
    setAdminDeviceCookie(c, result.device);
    return c.json(answer(result.session), 200);
  })
  .all('/login', methodNotAllowed('POST'))
  .get('/session', async (c) => {
    const session = await adminSessionOf(c, c.var.db);
    if (!session) {
      // A cookie whose session is over is of no use to the browser any more.
      if (adminSessionToken(c)) clearAdminSessionCookie(c);
      throw new ApiError(401, 'unauthorized', 'admin.session.required');
    }
    return c.json(answer(session), 200);
  })
  .all('/session', methodNotAllowed('GET, HEAD'))
  // Always answers 204 and clears the cookie, signed in or not: the dashboard goes to the login
  // screen either way.
  .post('/logout', sameOriginJson(), async (c) => {
    const token = adminSessionToken(c);
    if (token) await signOut(c.var.db, adminAccount(c.env).sessionSecret, token, new Date(), auditedClientOf(c));
    // The trusted-device cookie stays: signing out does not make this browser a stranger.
    clearAdminSessionCookie(c);
    return c.body(null, 204);
  })
  .all('/logout', methodNotAllowed('POST'));
