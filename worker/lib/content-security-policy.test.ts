import { describe, expect, it } from 'vitest';
import { NO_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from './content-security-policy.ts';

/** The sources of one directive of a policy, or undefined when the policy lacks it. */
function sources(policy: string, name: string): string[] | undefined {
  const directive = policy.split('; ').find((part) => part.split(' ')[0] === name);
  return directive?.split(' ').slice(1);
}

describe('the page Content-Security-Policy', () => {
  it('allows nothing by default and only our own origin without a maps key', () => {
    const policy = pageContentSecurityPolicy({ withGoogleMaps: false });
    expect(sources(policy, 'default-src')).toEqual(["'none'"]);
    expect(sources(policy, 'script-src')).toEqual(["'self'"]);
    expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('googleapis');
  });

  it('never lets an inline script run by default: no unsafe-inline or unsafe-eval for scripts', () => {
    const policy = pageContentSecurityPolicy({ withGoogleMaps: true, scriptHashes: ['sha256-abc='] });
    expect(sources(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets a service worker and the app manifest come from the site only, even with a maps key', () => {
    for (const withGoogleMaps of [false, true]) {
      const policy = pageContentSecurityPolicy({ withGoogleMaps, scriptHashes: ['sha256-abc='] });
      expect(sources(policy, 'worker-src')).toEqual(["'self'"]);
      expect(sources(policy, 'manifest-src')).toEqual(["'self'"]);
    }
  });

  it('lists the build’s inline script hashes, quoted', () => {
    const policy = pageContentSecurityPolicy({ withGoogleMaps: false, scriptHashes: ['sha256-abc=', 'sha256-def='] });
    expect(sources(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
  });

  it('refuses plugins, base changes and framing', () => {
    const policy = pageContentSecurityPolicy({ withGoogleMaps: false });
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'none'"]);
    expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sources(policy, 'form-action')).toEqual(["'self'"]);
  });

  it('draws images from the site and from https addresses (an excursion image may live elsewhere), never plain http', () => {
    const images = sources(pageContentSecurityPolicy({ withGoogleMaps: false }), 'img-src');
    expect(images).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(images).not.toContain('http:');
  });

  it('adds the Google Maps origins only when a key is configured', () => {
    const policy = pageContentSecurityPolicy({ withGoogleMaps: true });
    expect(sources(policy, 'script-src')).toContain('https://maps.googleapis.com');
    expect(sources(policy, 'img-src')).toContain('https://maps.gstatic.com');
    expect(sources(policy, 'connect-src')).toContain('https://places.googleapis.com');
  });

  it('upgrades requests over https only, not on a plain-http local server', () => {
    expect(pageContentSecurityPolicy({ withGoogleMaps: false })).toContain('upgrade-insecure-requests');
    expect(pageContentSecurityPolicy({ withGoogleMaps: false, overHttps: false })).not.toContain('upgrade-insecure-requests');
  });
});

describe('the policy of JSON, media and static files', () => {
  it('loads nothing at all', () => {
    expect(sources(NO_CONTENT_SECURITY_POLICY, 'default-src')).toEqual(["'none'"]);
    expect(sources(NO_CONTENT_SECURITY_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
