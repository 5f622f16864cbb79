// The constructor of every router mounted behind the admin guard (./index.ts): typed with the
// environment the guard gives them, so a handler reads the signed-in administrator as
// `c.var.admin` (the session requireAdmin() found), typed, and never loosely.
import { Hono } from 'hono';
import type { AdminEnv } from '../../env.ts';

export const adminRouter = () => new Hono<AdminEnv>();
