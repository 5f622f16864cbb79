// The back office's words (dashboard-words.ts): one language for the whole dashboard, and each
// screen's words picked whole from the dictionary in it.
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en.ts';
import { t } from '../../../i18n/index.ts';
import { dashboardLang, dashboardText, screenWords } from './dashboard-words.ts';

describe('the dashboard’s words', () => {
  it('are in the dashboard’s language, English', () => {
    expect(dashboardLang()).toBe('en');
    expect(screenWords('outbox').lang).toBe(dashboardLang());
    expect(dashboardText('dashboard.shell.logout')).toBe(t(dashboardLang(), 'dashboard.shell.logout'));
  });

  it('give a screen every key under its prefixes, and its single keys', () => {
    const { words } = screenWords('reply');
    const replyKeys = Object.keys(en).filter((key) => key.startsWith('adminReply.'));
    expect(Object.keys(words).sort()).toEqual([...replyKeys, 'a11y.newTab'].sort());
    expect(words['adminReply.form.send']).toBe(t('en', 'adminReply.form.send'));
  });

  it('give the sidebar its section names only, and the transfer queue the booking wizard’s option names', () => {
    expect(Object.keys(screenWords('sidebar').words)).toHaveLength(11);
    expect(screenWords('sidebar').words).not.toHaveProperty('dashboard.shell.logout');
    const quotes = screenWords('quotes').words;
    expect(quotes['booking.option.suitcases']).toBe(t('en', 'booking.option.suitcases'));
    expect(quotes['dashboard.status.pending']).toBe(t('en', 'dashboard.status.pending'));
    expect(screenWords('exquotes').words).not.toHaveProperty('booking.option.suitcases');
  });

  it('keep their placeholders for the island to fill', () => {
    expect(screenWords('outbox').words['dashboard.outbox.pageOf']).toContain('{page}');
  });
});
