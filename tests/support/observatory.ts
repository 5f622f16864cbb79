// The MDN HTTP Observatory's score of one answer, computed as its published method says
// (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring): start at 100, add each
// test's modifier, and the bonuses (positive modifiers) only when the score without them is 90 or
// more; A+ is 100 and above. The npm package `@mdn/mdn-http-observatory` needs postgres and fastify,
// so its rules are written out here (decision 030), each test's outcome named as the Observatory
// names it, so a failure reads like its report.
//
// Two tests look at the site over HTTPS, which a local server does not speak: redirection (http://
// answered with a 301 to https://) and HSTS preloading. Those are settings of Cloudflare's edge
// (docs/deploy.md): `edge` says how they are configured there and they are scored from it.

export interface Answer {
  /** The address graded (the page's). */
  url: string;
  status: number;
  headers: Headers;
  /** The HTML of a page (scripts are read from it for SRI); empty for another type. */
  body: string;
  /** Set-Cookie lines to grade besides the answer's own (e.g. the sign-in that made its session). */
  extraSetCookies?: readonly string[];
}

/** What the edge adds over HTTPS (docs/deploy.md): Always Use HTTPS, and the domain on the HSTS preload list. */
export interface EdgeSettings {
  redirectsHttpToHttps: boolean;
  hstsPreloaded: boolean;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Grade {
  score: number;
  grade: string;
  results: TestResult[];
}

const SIX_MONTHS = 15_768_000;

// ---------------------------------------------------------------------------------------------
// Content Security Policy

type Policy = Map<string, string[]>;

/** The policy's directives, or null when it cannot be parsed (a directive twice, a bad name). */
export function parsePolicy(header: string): Policy | null {
  const policy: Policy = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!/^[a-z-]+$/.test(directive) || policy.has(directive)) return null;
    policy.set(
      directive,
      sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source)),
    );
  }
  return policy.size ? policy : null;
}

/** The sources a fetch directive falls back to, as browsers read them. */
function sourcesOf(policy: Policy, directive: string): string[] | undefined {
  return policy.get(directive) ?? policy.get('default-src');
}

const BROAD = new Set(['*', 'http:', 'https:', 'data:', 'blob:', 'filesystem:']);
const isHttp = (source: string) => source.toLowerCase().startsWith('http:') || source.toLowerCase().startsWith('ws:');

export function contentSecurityPolicy(headers: Headers): TestResult {
  const test = 'content-security-policy';
  const header = headers.get('Content-Security-Policy');
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 };
  const policy = parsePolicy(header);
  if (!policy) return { test, result: 'csp-header-invalid', modifier: -25 };

  const scripts = sourcesOf(policy, 'script-src');
  const objects = sourcesOf(policy, 'object-src');
  const styles = sourcesOf(policy, 'style-src');
  // 'unsafe-inline' is ignored by every CSP 2 browser once a hash or a nonce is listed (or strict-dynamic).
  const inlineNeutralised = (list: string[]) => list.some((source) => /^'(sha(256|384|512)-|nonce-|strict-dynamic)/.test(source));
  const unsafeInline = (list: string[] | undefined) =>
    !list || (list.includes("'unsafe-inline'") && !inlineNeutralised(list)) || list.some((source) => BROAD.has(source));
  const activeContent = [...(scripts ?? []), ...(objects ?? []), ...(styles ?? [])];
  const passiveContent = ['img-src', 'media-src'].flatMap((directive) => sourcesOf(policy, directive) ?? []);

  // Scripts or plugins from anywhere (or not restricted at all) are as bad as inline scripts.
  if (unsafeInline(scripts) || unsafeInline(objects)) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (activeContent.some(isHttp)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scripts?.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (passiveContent.some(isHttp)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  if (unsafeInline(styles)) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (policy.get('default-src')?.join(' ') === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

// ---------------------------------------------------------------------------------------------
// Cookies

interface Cookie {
  name: string;
  attributes: Map<string, string>;
}

function parseCookie(line: string): Cookie {
  const [pair = '', ...parts] = line.split(';');
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const [name = '', ...value] = part.split('=');
    attributes.set(name.trim().toLowerCase(), value.join('=').trim());
  }
  return { name: pair.split('=')[0]?.trim() ?? '', attributes };
}

/** A cookie the Observatory treats as a session cookie (by name, as it does). */
const isSession = (cookie: Cookie) => /sess|login|token|auth|csrf|xsrf|jwt|sid/i.test(cookie.name);

export function cookies(headers: Headers, hsts: boolean, extra: readonly string[] = []): TestResult {
  const test = 'cookies';
  const all = [...headers.getSetCookie(), ...extra].map(parseCookie);
  if (all.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const insecure = all.filter((cookie) => !cookie.attributes.has('secure'));
  const sessionInsecure = insecure.filter(isSession);
  if (sessionInsecure.length) {
    return hsts
      ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 }
      : { test, result: 'cookies-session-without-secure-flag', modifier: -40 };
  }
  if (all.filter(isSession).some((cookie) => !cookie.attributes.has('httponly')))
    return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 };
  const sameSite = all.map((cookie) => cookie.attributes.get('samesite')?.toLowerCase());
  if (sameSite.some((value) => value !== undefined && !['strict', 'lax', 'none'].includes(value)))
    return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 };
  if (all.some((cookie) => /csrf|xsrf/i.test(cookie.name) && !cookie.attributes.has('samesite')))
    return { test, result: 'cookies-anticsrf-without-samesite-flag', modifier: -20 };
  if (insecure.length) {
    return hsts
      ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { test, result: 'cookies-without-secure-flag', modifier: -20 };
  }
  if (sameSite.every((value) => value === 'strict' || value === 'lax'))
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

// ---------------------------------------------------------------------------------------------
// The other headers

export function crossOriginResourceSharing(headers: Headers): TestResult {
  const test = 'cross-origin-resource-sharing';
  const origin = headers.get('Access-Control-Allow-Origin');
  if (!origin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  // Any origin allowed with credentials: every site may read what the visitor sees.
  if (headers.get('Access-Control-Allow-Credentials')?.toLowerCase() === 'true' && origin !== 'null') {
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return origin === '*'
    ? { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
    : { test, result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

export function redirection(edge: EdgeSettings): TestResult {
  const test = 'redirection';
  return edge.redirectsHttpToHttps ? { test, result: 'redirection-to-https', modifier: 0 } : { test, result: 'redirection-missing', modifier: -20 };
}

const PRIVATE_REFERRERS = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const UNSAFE_REFERRERS = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url']);

export function referrerPolicy(headers: Headers): TestResult {
  const test = 'referrer-policy';
  const header = headers.get('Referrer-Policy');
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  // Browsers apply the last value they understand.
  const values = header.split(',').map((value) => value.trim().toLowerCase());
  const known = values.filter((value) => PRIVATE_REFERRERS.has(value) || UNSAFE_REFERRERS.has(value) || value === 'no-referrer-when-downgrade');
  const applied = known.at(-1);
  if (!applied) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  if (PRIVATE_REFERRERS.has(applied)) return { test, result: 'referrer-policy-private', modifier: 5 };
  if (applied === 'no-referrer-when-downgrade') return { test, result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
  return { test, result: 'referrer-policy-unsafe', modifier: -5 };
}

/** max-age of a valid Strict-Transport-Security header, or null. */
export function hstsMaxAge(header: string | null): number | null {
  if (!header) return null;
  const match = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header);
  return match ? Number(match[1]) : null;
}

export function strictTransportSecurity(headers: Headers, edge: EdgeSettings): TestResult {
  const test = 'strict-transport-security';
  const header = headers.get('Strict-Transport-Security');
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = hstsMaxAge(header);
  if (maxAge === null) return { test, result: 'hsts-header-invalid', modifier: -20 };
  if (maxAge < SIX_MONTHS) return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  const asksPreload = /(^|;)\s*preload\s*(;|$)/i.test(header) && /(^|;)\s*includesubdomains\s*(;|$)/i.test(header);
  if (edge.hstsPreloaded && asksPreload) return { test, result: 'hsts-preloaded', modifier: 5 };
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

/** The src and integrity of every <script> of a page. */
function scriptsOf(html: string): { src: string | null; integrity: boolean }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = '']) => ({
    src:
      /\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i
        .exec(attributes)
        ?.slice(2)
        .find((value) => value !== undefined) ?? null,
    integrity: /\bintegrity\s*=/i.test(attributes),
  }));
}

export function subresourceIntegrity(answer: Answer): TestResult {
  const test = 'subresource-integrity';
  if (!/text\/html/i.test(answer.headers.get('Content-Type') ?? '')) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const page = new URL(answer.url);
  const external = scriptsOf(answer.body)
    .filter((script): script is { src: string; integrity: boolean } => script.src !== null)
    .map((script) => ({ ...script, url: new URL(script.src, page) }))
    // Scripts of the same site are under its own control: no integrity needed.
    .filter((script) => script.url.host !== page.host);
  const scripts = scriptsOf(answer.body);
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  if (external.length === 0) return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  const secure = external.every((script) => script.url.protocol === 'https:');
  const withIntegrity = external.every((script) => script.integrity);
  if (withIntegrity)
    return secure
      ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 };
  return secure
    ? { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
    : { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
}

export function xContentTypeOptions(headers: Headers): TestResult {
  const test = 'x-content-type-options';
  const header = headers.get('X-Content-Type-Options');
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

export function xFrameOptions(headers: Headers): TestResult {
  const test = 'x-frame-options';
  const policy = parsePolicy(headers.get('Content-Security-Policy') ?? '');
  const ancestors = policy?.get('frame-ancestors');
  if (ancestors && !ancestors.some((source) => source === '*' || BROAD.has(source)))
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = headers.get('X-Frame-Options')?.trim().toLowerCase();
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (header.startsWith('allow-from ')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

export function crossOriginResourcePolicy(headers: Headers): TestResult {
  const test = 'cross-origin-resource-policy';
  const header = headers.get('Cross-Origin-Resource-Policy')?.trim().toLowerCase();
  if (!header) return { test, result: 'cross-origin-resource-policy-not-implemented', modifier: 0 };
  if (['same-origin', 'same-site', 'cross-origin'].includes(header))
    return { test, result: `cross-origin-resource-policy-implemented-with-${header}`, modifier: 0 };
  return { test, result: 'cross-origin-resource-policy-header-invalid', modifier: -5 };
}

// ---------------------------------------------------------------------------------------------

export function gradeOf(score: number): string {
  const grades: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return grades.find(([floor]) => score >= floor)?.[1] ?? 'F';
}

/** The Observatory's score of `answer`, with the edge configured as `edge`. */
export function observatoryScore(answer: Answer, edge: EdgeSettings): Grade {
  const hsts = (hstsMaxAge(answer.headers.get('Strict-Transport-Security')) ?? 0) >= SIX_MONTHS;
  const results = [
    contentSecurityPolicy(answer.headers),
    cookies(answer.headers, hsts, answer.extraSetCookies),
    crossOriginResourceSharing(answer.headers),
    redirection(edge),
    referrerPolicy(answer.headers),
    strictTransportSecurity(answer.headers, edge),
    subresourceIntegrity(answer),
    xContentTypeOptions(answer.headers),
    xFrameOptions(answer.headers),
    crossOriginResourcePolicy(answer.headers),
  ];
  const penalties = 100 + results.reduce((sum, { modifier }) => sum + Math.min(0, modifier), 0);
  const bonuses = results.reduce((sum, { modifier }) => sum + Math.max(0, modifier), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  return { score, grade: gradeOf(score), results };
}
