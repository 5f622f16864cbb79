// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { company } from './worker/contract/company.ts';
import { clientDirectives } from './site/lib/client-directives/integration.ts';
import { privateDevVars } from './scripts/lib/private-dev-vars.ts';
import { noAssetsHeadersRule } from './scripts/lib/asset-headers.ts';
import { pageCss } from './scripts/lib/page-css.ts';
import { ownCopies } from './scripts/lib/own-copies.ts';
import { lateModules } from './scripts/lib/late-modules.ts';
import { ASTRO_SCRIPT_SOURCES, ASTRO_STYLE_SOURCES } from './worker/lib/content-security-policy.ts';

export default defineConfig({
  srcDir: './site',
  site: company.siteUrl,
  // Static pages are pre-rendered; /excursion*, /admin* and the 404 opt out with `prerender = false`.
  output: 'static',
  // 'preserve' keeps the spec's paths: services.astro → /services, fr/index → /fr/.
  build: { format: 'preserve', inlineStylesheets: 'auto' },
  trailingSlash: 'ignore',
  // No IMAGES binding needed: images are optimised at build time.
  adapter: cloudflare({ imageService: 'compile' }),
  // AVIF at sharp's effort 3 rather than its default 4: a fresh build (CI, a deploy) encodes every
  // image anew, and this takes its image step from about 85 s to 30 s on two cores, for files about
  // 5 % larger (the home hero's phone image: 8.5 → 8.9 KB).
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 3 } } } },
  // No SESSION KV: admin sessions are our own signed cookie.
  session: false,
  integrations: [react(), clientDirectives(), privateDevVars(), noAssetsHeadersRule(), pageCss()],
  // Astro hashes every inline script it writes; the Worker's header lists the same hashes (from the
  // manifest) and no 'unsafe-inline'. Pre-rendered pages also get Astro's <meta> policy.
  security: {
    csp: {
      scriptDirective: { resources: ASTRO_SCRIPT_SOURCES },
      styleDirective: { resources: ASTRO_STYLE_SOURCES },
    },
  },
  // The quick booking form's script carries its own copy of the Paris-time rules, so Astro writes
  // it inline in the home page (scripts/lib/own-copies.ts); `?late` imports give a module's URL to
  // load on first use (scripts/lib/late-modules.ts: the contact form).
  vite: { plugins: [tailwindcss(), ownCopies(['site/browser/quick-booking-form.ts']), lateModules()] },
  devToolbar: { enabled: false },
});
