// The Worker under API test: everything before Astro (headers, redirects, API, media), and the
// email() handler of Email Routing.
import { app } from '../../worker/app.ts';
import type { Bindings } from '../../worker/env.ts';
import { handleEmail } from '../../worker/inbound/email-handler.ts';

export default {
  fetch: app.fetch,
  async email(message, env, ctx) {
    await handleEmail(message, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;
