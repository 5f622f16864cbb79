// The Content-Security-Policy and the other security headers, in one place: the Worker sets them
// on every response (middleware/security-headers.ts), the static `/_astro/*` files included (the
// Worker runs first for them, decision 032), and Astro's own policy for its pages allows the same
// script and style origins (astro.config.mjs).

/** Origins the pages may load from when Google Maps is configured. */
export const GOOGLE_MAPS_ORIGINS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
} as const;

/**
 * What Astro's `security.csp` may allow for scripts and styles. Astro adds the hashes of every
 * inline script it writes (island loaders, client directives, small bundled scripts); styles keep
 * 'unsafe-inline' because pages carry `style` attributes and Google Maps injects styles.
 */
export const ASTRO_SCRIPT_SOURCES = ["'self'", ...GOOGLE_MAPS_ORIGINS.script];
export const ASTRO_STYLE_SOURCES = ["'self'", "'unsafe-inline'", ...GOOGLE_MAPS_ORIGINS.style];

export type PagePolicyOptions = {
  /** Whether PUBLIC_GOOGLE_MAPS_API_KEY is set: only then may Google's origins load. */
  withGoogleMaps: boolean;
  /** Plain-http local servers get no upgrade-insecure-requests, which would break every load. */
  overHttps?: boolean;
  /** Hashes of the inline scripts of the build ('sha256-…'), from Astro's manifest. */
  scriptHashes?: readonly string[];
  /**
   * Where a form's answer may redirect besides the site: the customer's request page posts Pay to
   * the site, which redirects to Stripe's Checkout (Chrome applies form-action to that redirect).
   */
  formTargets?: readonly string[];
};

/**
 * Page policy: nothing by default, then exactly what the pages load. Inline scripts run only when
 * their hash is listed, so a script injected into a page does not run. Astro's <meta> policy on
 * pre-rendered pages carries the same hashes; both policies apply.
 */
export function pageContentSecurityPolicy({ withGoogleMaps, overHttps = true, scriptHashes = [], formTargets = [] }: PagePolicyOptions): string {
  const maps = (list: readonly string[]) => (withGoogleMaps ? list : []);
  const directive = (name: string, ...sources: string[]) => [name, ...sources].join(' ');
  return [
    directive('default-src', "'none'"),
    directive('script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...maps(GOOGLE_MAPS_ORIGINS.script)),
    directive('style-src', "'self'", "'unsafe-inline'", ...maps(GOOGLE_MAPS_ORIGINS.style)),
    // Images from any https address too: an excursion's image row may be an address elsewhere (the
    // spec's URL field; decision 010). An image runs no code; the https: scheme keeps them encrypted.
    directive('img-src', "'self'", 'data:', 'blob:', 'https:', ...maps(GOOGLE_MAPS_ORIGINS.img)),
    directive('font-src', "'self'", ...maps(GOOGLE_MAPS_ORIGINS.font)),
    directive('connect-src', "'self'", ...maps(GOOGLE_MAPS_ORIGINS.connect)),
    directive('manifest-src', "'self'"),
    // The back office's service worker (/admin/sw.js, issue 26), from the site only: said outright
    // rather than left to script-src's fallback, which would also let Google's script origins in.
    directive('worker-src', "'self'"),
    directive('object-src', "'none'"),
    directive('base-uri', "'none'"),
    directive('form-action', "'self'", ...formTargets),
    directive('frame-ancestors', "'none'"),
    ...(overHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** A script the browser runs from the page itself: no src, not a data block (JSON-LD). */
export const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")(?:\s[^>]*)?>([\s\S]*?)<\/script>/g;

/**
 * The hashes of the inline scripts a page carries ('sha256-…', as Astro's manifest writes them): the
 * page policy of a page the Worker rendered lists these of the manifest's, never one it lacks.
 */
export async function carriedScriptHashes(html: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const [, script] of html.matchAll(INLINE_SCRIPT)) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script ?? '')));
    hashes.add(`sha256-${btoa(String.fromCharCode(...digest))}`);
  }
  return hashes;
}

/** JSON, media and static files never run code. */
export const NO_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * PDFs (public/excursions/photographer-portfolio.*.pdf): Chrome shows a PDF through an <embed> in a
 * page of its own making, which `object-src 'none'` (or `default-src 'none'`) blocks ("This content
 * is blocked"). A PDF runs no page script, so its policy only refuses framing and the rest.
 */
export const PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every response carries besides its Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), geolocation=(self)',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
