// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { company } from './site/lib/company.ts';
import { clientDirectives } from './site/lib/client-directives/integration.ts';
import { privateDevVars } from './scripts/lib/private-dev-vars.ts';
import { assetSecurityHeaders } from './scripts/lib/asset-headers.ts';
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
  // No SESSION KV: admin sessions are our own signed cookie.
  session: false,
  integrations: [react(), clientDirectives(), privateDevVars(), assetSecurityHeaders()],
  // Astro hashes every inline script it writes; the Worker's header lists the same hashes (from the
  // manifest) and no 'unsafe-inline'. Pre-rendered pages also get Astro's <meta> policy.
  security: {
    csp: {
      scriptDirective: { resources: ASTRO_SCRIPT_SOURCES },
      styleDirective: { resources: ASTRO_STYLE_SOURCES },
    },
  },
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
