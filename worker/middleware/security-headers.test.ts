import { describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from './security-headers.ts';

describe('Content-Security-Policy', () => {
  it('allows only our own origin on pages without a maps key', () => {
    const policy = pageContentSecurityPolicy(false);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('googleapis');
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('adds the Google Maps origins only when a key is configured', () => {
    const policy = pageContentSecurityPolicy(true);
    expect(policy).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/maps\.gstatic\.com/);
  });

  it('does not upgrade requests on a plain-http local server', () => {
    expect(pageContentSecurityPolicy(false, false)).not.toContain('upgrade-insecure-requests');
  });

  it('lets API answers load nothing at all', () => {
    expect(API_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'/);
    expect(API_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
