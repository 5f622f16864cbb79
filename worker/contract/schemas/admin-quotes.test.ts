import { describe, expect, it } from 'vitest';
import { adminListQuerySchema, adminQuotePatchSchema, urgencyOf } from './admin-quotes.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('urgencyOf (spec section 4)', () => {
  const now = Date.UTC(2030, 0, 1, 12);
  it.each([
    [-DAY, null],
    [0, null],
    [1, 'URGENT'],
    [DAY, 'URGENT'],
    [DAY + 1, 'SOON'],
    [3 * DAY, 'SOON'],
    [3 * DAY + 1, null],
  ] as const)('a pickup %i ms ahead is %s', (ahead, urgency) => {
    expect(urgencyOf(new Date(now + ahead), new Date(now))).toBe(urgency);
    expect(urgencyOf(new Date(now + ahead).toISOString(), now)).toBe(urgency);
  });

  it('reads an unreadable instant as no urgency', () => {
    expect(urgencyOf('not a date', now)).toBeNull();
  });
});

describe('adminListQuerySchema', () => {
  it('defaults to the first page of 20, every status and priority, no search', () => {
    expect(adminListQuerySchema.parse({})).toEqual({ q: '', status: 'all', priority: 'all', payment: 'all', page: 1, pageSize: 20 });
    expect(adminListQuerySchema.parse({ q: '', status: '', priority: '', page: '', pageSize: '' })).toEqual({
      q: '',
      status: 'all',
      priority: 'all',
      payment: 'all',
      page: 1,
      pageSize: 20,
    });
  });

  it('reads the page numbers from the query string’s text', () => {
    expect(adminListQuerySchema.parse({ page: '3', pageSize: '100', status: 'replied', priority: 'normal', payment: 'attention', q: ' Martin ' })).toEqual({
      q: 'Martin',
      status: 'replied',
      priority: 'normal',
      payment: 'attention',
      page: 3,
      pageSize: 100,
    });
    for (const pageSize of ['0', '101', '2.5', '-1', '1e2']) expect(adminListQuerySchema.safeParse({ pageSize }).success, pageSize).toBe(false);
    for (const payment of ['paid ', 'PAID', 'lost']) expect(adminListQuerySchema.safeParse({ payment }).success, payment).toBe(false);
  });
});

describe('adminQuotePatchSchema', () => {
  it('takes a status, the flag or both, and nothing else', () => {
    expect(adminQuotePatchSchema.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(adminQuotePatchSchema.parse({ important: false })).toEqual({ important: false });
    expect(adminQuotePatchSchema.parse({ status: 'replied', important: true })).toEqual({ status: 'replied', important: true });
    for (const body of [{}, { status: 'open' }, { important: 'true' }, { status: 'pending', id: 1 }]) {
      expect(adminQuotePatchSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
