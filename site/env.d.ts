import type { IntentOptions } from './lib/client-directives/intent.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction, or at once when there is state to restore. */
    'client:intent'?: IntentOptions | boolean;
  }
}
