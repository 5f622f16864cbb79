// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { company } from './site/lib/company.ts';
import { clientDirectives } from './site/lib/client-directives/integration.ts';
import { privateDevVars } from './scripts/lib/private-dev-vars.ts';

export default defineConfig({
  srcDir: './site',
  site: company.siteUrl,
  // Static pages are pre-rendered; /excursion*, /admin* and the 404 opt out with `prerender = false`.
  output: 'static',
  // 'preserve' keeps the spec's paths: services.astro → /services, fr/index → /fr/.
  build: { format: 'preserve', inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  // No IMAGES binding needed: images are optimised at build time.
  adapter: cloudflare({ imageService: 'compile' }),
  // No SESSION KV: admin sessions are our own signed cookie.
  session: false,
  integrations: [react(), clientDirectives(), privateDevVars()],
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
