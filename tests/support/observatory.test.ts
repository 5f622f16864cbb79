// The Observatory's published rules (observatory.ts), each checked against the outcome and modifier
// its scoring table gives, and the total: bonuses only from 90, A+ from 100.
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cookies,
  crossOriginResourcePolicy,
  crossOriginResourceSharing,
  gradeOf,
  observatoryScore,
  referrerPolicy,
  strictTransportSecurity,
  subresourceIntegrity,
  xContentTypeOptions,
  xFrameOptions,
} from './observatory.ts';
import { NO_CONTENT_SECURITY_POLICY, SECURITY_HEADERS, pageContentSecurityPolicy } from '../../worker/lib/content-security-policy.ts';

const EDGE = { redirectsHttpToHttps: true, hstsPreloaded: true };
const h = (headers: Record<string, string>) => new Headers(headers);
const csp = (policy: string) => contentSecurityPolicy(h({ 'Content-Security-Policy': policy })).result;

describe('Content Security Policy', () => {
  it('grades each policy as the table does', () => {
    expect(contentSecurityPolicy(h({}))).toMatchObject({ result: 'csp-not-implemented', modifier: -25 });
    expect(csp("default-src 'none'; default-src 'self'")).toBe('csp-header-invalid');
    expect(csp("default-src 'none'; script-src 'self'; style-src 'self'")).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(csp("default-src 'self'")).toBe('csp-implemented-with-no-unsafe');
    expect(csp("default-src 'self'; style-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe('csp-implemented-with-unsafe-eval');
    expect(csp("default-src 'self'; script-src 'self' http://cdn.example")).toBe('csp-implemented-with-insecure-scheme');
    expect(csp("default-src 'self'; img-src http://img.example")).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe('csp-implemented-with-unsafe-inline');
    // Scripts from any https address, or plugins not restricted at all, are as unsafe as inline ones.
    expect(csp("default-src 'self'; script-src https:")).toBe('csp-implemented-with-unsafe-inline');
    expect(csp("script-src 'self'")).toBe('csp-implemented-with-unsafe-inline');
  });

  it("lets a hash or a nonce neutralise 'unsafe-inline' (CSP 2)", () => {
    expect(csp("default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc='")).toBe('csp-implemented-with-no-unsafe-default-src-none');
  });
});

describe('cookies', () => {
  const grade = (...lines: string[]) => cookies(new Headers(lines.map((line) => ['Set-Cookie', line] as [string, string])), true).result;
  it('grades the flags of session and other cookies', () => {
    expect(grade()).toBe('cookies-not-found');
    expect(grade('__Host-admin_session=x; Path=/; Secure; HttpOnly; SameSite=Strict')).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    expect(grade('__Host-admin_session=x; Path=/; Secure; HttpOnly')).toBe('cookies-secure-with-httponly-sessions');
    expect(grade('session=x; HttpOnly; SameSite=Lax')).toBe('cookies-session-without-secure-flag-but-protected-by-hsts');
    expect(cookies(h({ 'Set-Cookie': 'session=x; HttpOnly' }), false)).toMatchObject({ result: 'cookies-session-without-secure-flag', modifier: -40 });
    expect(grade('session=x; Secure; SameSite=Lax')).toBe('cookies-session-without-httponly-flag');
    expect(grade('theme=dark; SameSite=Lax')).toBe('cookies-without-secure-flag-but-protected-by-hsts');
    expect(grade('theme=dark; Secure; SameSite=Sometimes')).toBe('cookies-samesite-flag-invalid');
    expect(grade('csrftoken=x; Secure; HttpOnly')).toBe('cookies-anticsrf-without-samesite-flag');
  });
});

describe('the other headers', () => {
  it('CORS: universal access only with credentials for any origin', () => {
    expect(crossOriginResourceSharing(h({})).result).toBe('cross-origin-resource-sharing-not-implemented');
    expect(crossOriginResourceSharing(h({ 'Access-Control-Allow-Origin': '*' })).modifier).toBe(0);
    expect(crossOriginResourceSharing(h({ 'Access-Control-Allow-Origin': 'https://evil.example', 'Access-Control-Allow-Credentials': 'true' }))).toMatchObject({
      modifier: -50,
    });
  });

  it('Referrer-Policy: private +5, unsafe and invalid -5, the last known value applies', () => {
    expect(referrerPolicy(h({ 'Referrer-Policy': 'strict-origin-when-cross-origin' })).modifier).toBe(5);
    expect(referrerPolicy(h({ 'Referrer-Policy': 'unsafe-url' })).modifier).toBe(-5);
    expect(referrerPolicy(h({ 'Referrer-Policy': 'nonsense' })).result).toBe('referrer-policy-header-invalid');
    expect(referrerPolicy(h({ 'Referrer-Policy': 'unsafe-url, no-referrer' })).result).toBe('referrer-policy-private');
    expect(referrerPolicy(h({})).modifier).toBe(0);
  });

  it('HSTS: six months at least; preloaded only when the header asks for it and the edge has it', () => {
    const hsts = (value: string, preloaded = true) =>
      strictTransportSecurity(h({ 'Strict-Transport-Security': value }), { redirectsHttpToHttps: true, hstsPreloaded: preloaded }).result;
    expect(strictTransportSecurity(h({}), EDGE).modifier).toBe(-20);
    expect(hsts('includeSubDomains')).toBe('hsts-header-invalid');
    expect(hsts('max-age=86400')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(hsts('max-age=63072000')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(hsts('max-age=63072000; includeSubDomains; preload')).toBe('hsts-preloaded');
    expect(hsts('max-age=63072000; includeSubDomains; preload', false)).toBe('hsts-implemented-max-age-at-least-six-months');
  });

  it('SRI: scripts of the site need none; external ones need integrity and https', () => {
    const page = (body: string) =>
      subresourceIntegrity({ url: 'https://site.example/a', status: 200, headers: h({ 'Content-Type': 'text/html' }), body }).result;
    expect(subresourceIntegrity({ url: 'https://site.example/a.json', status: 200, headers: h({ 'Content-Type': 'application/json' }), body: '' }).result).toBe(
      'sri-not-implemented-response-not-html',
    );
    expect(page('<p>no script</p>')).toBe('sri-not-implemented-but-no-scripts-loaded');
    expect(page('<script type="module" src="/_astro/a.js"></script><script>inline()</script>')).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
    expect(page('<script src="https://cdn.example/a.js"></script>')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
    expect(page('<script src="https://cdn.example/a.js" integrity="sha384-x"></script>')).toBe('sri-implemented-and-external-scripts-loaded-securely');
    expect(page("<script src='http://cdn.example/a.js'></script>")).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(page('<script src=http://cdn.example/a.js integrity=sha384-x></script>')).toBe('sri-implemented-but-external-scripts-not-loaded-securely');
  });

  it('X-Content-Type-Options, X-Frame-Options (or frame-ancestors), CORP', () => {
    expect(xContentTypeOptions(h({ 'X-Content-Type-Options': 'nosniff' })).modifier).toBe(0);
    expect(xContentTypeOptions(h({})).modifier).toBe(-5);
    expect(xContentTypeOptions(h({ 'X-Content-Type-Options': 'sniff' })).result).toBe('x-content-type-options-header-invalid');
    expect(xFrameOptions(h({ 'Content-Security-Policy': "frame-ancestors 'none'" }))).toMatchObject({
      result: 'x-frame-options-implemented-via-csp',
      modifier: 5,
    });
    expect(xFrameOptions(h({ 'Content-Security-Policy': 'frame-ancestors *', 'X-Frame-Options': 'DENY' })).result).toBe('x-frame-options-sameorigin-or-deny');
    expect(xFrameOptions(h({})).modifier).toBe(-20);
    expect(xFrameOptions(h({ 'X-Frame-Options': 'maybe' })).result).toBe('x-frame-options-header-invalid');
    expect(crossOriginResourcePolicy(h({ 'Cross-Origin-Resource-Policy': 'same-origin' })).modifier).toBe(0);
    expect(crossOriginResourcePolicy(h({ 'Cross-Origin-Resource-Policy': 'everyone' })).modifier).toBe(-5);
  });
});

describe('the score', () => {
  const answer = (headers: Record<string, string>) => ({
    url: 'https://site.example/',
    status: 200,
    headers: h({ 'Content-Type': 'text/html', ...headers }),
    body: '',
  });

  it('gives bonuses only when the score without them is 90 or more', () => {
    // -5 (no nosniff) and -5 (unsafe referrer): 90, so the +5 of frame-ancestors counts.
    const ninety = {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'no',
      'Referrer-Policy': 'unsafe-url',
    };
    expect(observatoryScore(answer(ninety), EDGE).score).toBe(90 + 5 + 5 + 5); // + no-unsafe CSP, XFO via CSP, HSTS preloaded
    // Missing HSTS (-20): 80, and no bonus at all.
    const all: Record<string, string> = { ...SECURITY_HEADERS, 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" };
    const { 'Strict-Transport-Security': _hsts, ...withoutHsts } = all;
    expect(observatoryScore(answer(withoutHsts), EDGE).score).toBe(80);
    expect(observatoryScore(answer({}), { redirectsHttpToHttps: false, hstsPreloaded: false }).score).toBe(100 - 25 - 20 - 20 - 5 - 20);
  });

  it('grades A+ from 100, F below 25', () => {
    expect([gradeOf(135), gradeOf(100), gradeOf(99), gradeOf(85), gradeOf(25), gradeOf(24)]).toEqual(['A+', 'A+', 'A', 'A-', 'D-', 'F']);
  });

  it("scores the Worker's own headers A+ (the e2e test checks what the server really sends)", () => {
    const page = { ...SECURITY_HEADERS, 'Content-Security-Policy': pageContentSecurityPolicy({ withGoogleMaps: true, scriptHashes: ['sha256-abc='] }) };
    expect(observatoryScore(answer(page), EDGE)).toMatchObject({ score: 115, grade: 'A+' });
    const api = { ...SECURITY_HEADERS, 'Content-Security-Policy': NO_CONTENT_SECURITY_POLICY };
    expect(observatoryScore({ ...answer(api), headers: h({ ...api, 'Content-Type': 'application/json' }) }, EDGE).score).toBe(125);
  });
});
