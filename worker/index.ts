// The Worker entry: only composes. Astro is mounted last: cf() serves static assets,
// astro() renders the on-demand pages (excursions, admin, 404). Both are preceded by the hashes
// of Astro's inline scripts, for the page policy that securityHeaders() writes; the catalogue's
// pages are served from the edge cache when they can be, and read the catalogue from `locals`; the
// on-demand pages carry their own CSS inline, as the pre-rendered ones do (middleware/page-css.ts).
import { cf } from '@astrojs/cloudflare/hono';
import { astro } from 'astro/hono';
import { app } from './app.ts';
import { astroScriptHashes } from './middleware/astro-script-hashes.ts';
import { astroLocals } from './middleware/astro-locals.ts';
import { cataloguePageCache } from './excursions/page-cache.ts';
import { buildStamp, inlinePageCss } from './middleware/page-css.ts';
import type { Bindings } from './env.ts';
import { runScheduledWork, scheduledClock } from './scheduled.ts';
import { handleEmail } from './inbound/email-handler.ts';

app.use(astroScriptHashes());
app.use(cf());
app.use(cataloguePageCache(async (request, c) => app.fetch(request, c.env, c.executionCtx), buildStamp));
app.use(inlinePageCss());
app.use(astroLocals());
app.use(astro());

export default {
  fetch: app.fetch,
  /** Cron trigger: e-mails that are due, and housekeeping (scheduled.ts). */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledWork(env, scheduledClock(controller.scheduledTime)).then(() => undefined));
  },
  /** Email Routing: a customer's answer to one of our e-mails joins their conversation (inbound/). */
  async email(message, env, ctx) {
    await handleEmail(message, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;
