// The back office's words (dashboard-words.ts): one language for the whole dashboard, and each
// screen's words picked whole from the dictionary in it.
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.ts';
import { t } from '../../../i18n/index.ts';
import { DASHBOARD_LANG_COOKIE } from '../../../../worker/contract/dashboard-language.ts';
import { dashboardLang, dashboardWords, screenWords, type DashboardRequest } from './dashboard-words.ts';

/** A request as a page sees it, with the given cookies. */
const requestWith = (cookies: Record<string, string> = {}): DashboardRequest => ({
  cookies: { get: (name) => (name in cookies ? { value: cookies[name] ?? '' } : undefined) },
});

describe('the dashboard’s words', () => {
  it('are in English unless this browser chose French, whatever else its cookie says', () => {
    expect(dashboardLang(requestWith())).toBe('en');
    expect(dashboardLang(requestWith({ [DASHBOARD_LANG_COOKIE]: 'fr' }))).toBe('fr');
    expect(dashboardLang(requestWith({ [DASHBOARD_LANG_COOKIE]: 'de' }))).toBe('en');
    expect(dashboardLang(requestWith({ [DASHBOARD_LANG_COOKIE]: '' }))).toBe('en');
    expect(dashboardLang(requestWith({ admin_lang: 'fr' }))).toBe('en');
  });

  it('give a page its own words and its islands’ words, all in the one language of its request', () => {
    const french = dashboardWords(requestWith({ [DASHBOARD_LANG_COOKIE]: 'fr' }));
    expect(french.lang).toBe('fr');
    expect(french.text('dashboard.shell.logout')).toBe(t('fr', 'dashboard.shell.logout'));
    expect(french.text('dashboard.shell.logout')).not.toBe(t('en', 'dashboard.shell.logout'));
    expect(french.screen('outbox')).toEqual(screenWords('outbox', 'fr'));
    expect(french.screen('outbox').lang).toBe('fr');
    expect(dashboardWords(requestWith()).screen('outbox').lang).toBe('en');
  });

  it('give a screen every key under its prefixes, and its single keys', () => {
    const { words } = screenWords('reply', 'en');
    const replyKeys = Object.keys(en).filter((key) =>
      ['adminReply.', 'dashboard.payment.', 'adminBookings.field.', 'changeRequest.field.'].some((prefix) => key.startsWith(prefix)),
    );
    expect(Object.keys(words).sort()).toEqual([...replyKeys, 'a11y.newTab', 'field.tooLong'].sort());
    expect(words['dashboard.payment.state.paid']).toBe(t('en', 'dashboard.payment.state.paid'));
    expect(words['adminReply.form.send']).toBe(t('en', 'adminReply.form.send'));
  });

  it('give the sidebar its section names and its notification words only, and the transfer queue the booking wizard’s option names', () => {
    expect(Object.keys(screenWords('sidebar', 'en').words)).toHaveLength(21);
    expect(screenWords('sidebar', 'en').words).not.toHaveProperty('dashboard.shell.logout');
    const quotes = screenWords('quotes', 'en').words;
    expect(quotes['booking.option.suitcases']).toBe(t('en', 'booking.option.suitcases'));
    expect(quotes['dashboard.status.pending']).toBe(t('en', 'dashboard.status.pending'));
    expect(screenWords('exquotes', 'en').words).not.toHaveProperty('booking.option.suitcases');
  });

  it('keep their placeholders for the island to fill', () => {
    expect(screenWords('outbox', 'en').words['dashboard.outbox.pageOf']).toContain('{page}');
  });
});
