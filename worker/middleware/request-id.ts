// Gives every request an id: logged with failures, returned in X-Request-Id and in 500 bodies.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

export const requestId = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = c.req.header('cf-ray') ?? crypto.randomUUID();
    c.set('requestId', id);
    await next();
    c.header('X-Request-Id', id);
  });
