// Registers the project's own client directives with Astro.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'paris-chauffeur:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent.ts', import.meta.url)) });
      },
    },
  };
}
