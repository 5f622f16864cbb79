import { describe, expect, it } from 'vitest';
import { DASHBOARD_LANG_COOKIE, dashboardLangCookie, dashboardLangFrom } from './dashboard-language.ts';

describe('the dashboard’s language', () => {
  it('is English unless the cookie names another language of the site', () => {
    expect(dashboardLangFrom('fr')).toBe('fr');
    expect(dashboardLangFrom('en')).toBe('en');
    for (const other of [undefined, null, '', 'FR', 'de', 'fr; Path=/']) expect(dashboardLangFrom(other)).toBe('en');
  });

  it('is remembered a year, for the whole site, only over HTTPS and only by the site itself', () => {
    const cookie = dashboardLangCookie('fr');
    expect(cookie.startsWith(`${DASHBOARD_LANG_COOKIE}=fr;`)).toBe(true);
    expect(cookie.split('; ').slice(1).sort()).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Strict', 'Secure']);
    expect(cookie).not.toMatch(/Domain/i);
  });
});
