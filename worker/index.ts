// The Worker entry: only composes. Astro is mounted last: cf() serves static assets,
// astro() renders the on-demand pages (excursions, admin, 404).
import { cf } from '@astrojs/cloudflare/hono';
import { astro } from 'astro/hono';
import { app } from './app.ts';
import type { Bindings } from './env.ts';
import { database } from './db/client.ts';
import { mailerFor } from './mail/mailer.ts';
import { deliverOutbox } from './mail/outbox.ts';

app.use(cf());
app.use(astro());

export default {
  fetch: app.fetch,
  /** Cron trigger: retries e-mails that could not be sent right after their request. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(deliverOutbox(database(env.DB), mailerFor(env)).then(() => undefined));
  },
} satisfies ExportedHandler<Bindings>;
