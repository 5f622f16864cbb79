// The signed reply address: its shape (lower case, within a local part's 64 characters), that it
// names its conversation until its day is past, and that nothing else passes for it.
import { describe, expect, it } from 'vitest';
import { REPLY_ADDRESS_DAYS, checkReplyAddress, epochDay, replyAddress } from './reply-address.ts';

const KEY = { domain: 'Reply.Paris-Elite-Chauffeur.fr', secret: 'a-session-secret-of-at-least-32-characters' };
const NOW = new Date(Date.UTC(2026, 10, 24, 9, 30));
const DAY_MS = 86_400_000;

describe('replyAddress', () => {
  it('is lower case, within 64 characters before the @, and on the configured domain', async () => {
    for (const id of [1, 42, 123_456, 2 ** 40]) {
      const address = await replyAddress(KEY, id, NOW);
      expect(address).toBe(address.toLowerCase());
      const [local, domain] = address.split('@');
      expect(domain).toBe('reply.paris-elite-chauffeur.fr');
      expect(local).toMatch(/^reply\+[0-9a-z]+-[0-9a-z]+-[a-z2-7]{26}$/);
      expect(local!.length).toBeLessThanOrEqual(64);
    }
    expect(await replyAddress(KEY, 42, NOW)).toMatch(new RegExp(`^reply\\+16-${(epochDay(NOW) + REPLY_ADDRESS_DAYS).toString(36)}-`));
  });

  it('refuses what is no conversation id', async () => {
    for (const id of [0, -1, 1.5, Number.NaN]) await expect(replyAddress(KEY, id, NOW)).rejects.toThrow();
  });
});

describe('checkReplyAddress', () => {
  it('names the conversation, whatever the case the address comes back in', async () => {
    const address = await replyAddress(KEY, 42, NOW);
    expect(await checkReplyAddress(KEY, address, NOW)).toEqual({ ok: true, conversationId: 42 });
    expect(await checkReplyAddress(KEY, address.toUpperCase(), NOW)).toEqual({ ok: true, conversationId: 42 });
  });

  it('holds until the end of its last day, then says expired', async () => {
    const address = await replyAddress(KEY, 42, NOW);
    const lastDay = new Date((epochDay(NOW) + REPLY_ADDRESS_DAYS + 1) * DAY_MS - 1);
    expect(await checkReplyAddress(KEY, address, lastDay)).toEqual({ ok: true, conversationId: 42 });
    expect(await checkReplyAddress(KEY, address, new Date(lastDay.getTime() + 1))).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses a changed id, day or signature, another key, and a lengthened expiry as forged', async () => {
    const address = await replyAddress(KEY, 42, NOW);
    const [local, domain] = address.split('@') as [string, string];
    const [, id, day, signature] = /^reply\+([^-]+)-([^-]+)-(.+)$/.exec(local)!;
    const flip = (text: string) => (text.endsWith('a') ? `${text.slice(0, -1)}b` : `${text.slice(0, -1)}a`);
    for (const forged of [
      `reply+${flip(id!)}-${day}-${signature}@${domain}`,
      `reply+${id}-${(Number.parseInt(day!, 36) + 365).toString(36)}-${signature}@${domain}`,
      `reply+${id}-${day}-${flip(signature!)}@${domain}`,
      `reply+${id}-${day}-${signature!.slice(1)}@${domain}`,
      `reply+0${id}-${day}-${signature}@${domain}`,
      `reply+${id}-${day}-${signature}x@${domain}`,
      `reply+anything@${domain}`,
    ]) {
      expect(await checkReplyAddress(KEY, forged, NOW), forged).toEqual({ ok: false, problem: 'forged' });
    }
    expect(await checkReplyAddress({ ...KEY, secret: 'another-session-secret-of-32-characters!' }, address, NOW)).toEqual({ ok: false, problem: 'forged' });
  });

  it('says unknown for another local part or another domain', async () => {
    const address = await replyAddress(KEY, 42, NOW);
    expect(await checkReplyAddress(KEY, address.replace('@reply.', '@mail.'), NOW)).toEqual({ ok: false, problem: 'unknown' });
    expect(await checkReplyAddress(KEY, `contact@${KEY.domain}`, NOW)).toEqual({ ok: false, problem: 'unknown' });
    expect(await checkReplyAddress(KEY, 'no-at-sign', NOW)).toEqual({ ok: false, problem: 'unknown' });
  });
});
