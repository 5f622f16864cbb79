import { describe, expect, it } from 'vitest';
import { CUSTOMER_CAP, checkDeliveries, percentile, planRequests, spreadSubmissions, type CapturedDelivery, type OutboxLedgerRow } from './load-plan.ts';

describe('planRequests', () => {
  it('gives every request its own key, the three forms in turn, half in each wave', () => {
    const plan = planRequests(50, 'run1');
    expect(new Set(plan.map((request) => request.idempotencyKey)).size).toBe(50);
    expect(plan.filter((request) => request.form === 'contact')).toHaveLength(16);
    expect(plan.filter((request) => request.wave === 0)).toHaveLength(25);
  });

  it('shares first-wave addresses by the cap, and brings one request of each back in the second wave', () => {
    const plan = planRequests(6, 'run1');
    const first = plan.filter((request) => request.wave === 0).map((request) => request.customerEmail);
    const second = plan.filter((request) => request.wave === 1).map((request) => request.customerEmail);
    expect(new Set(first).size).toBe(1);
    expect(second[0]).toBe(first[0]);
    expect(new Set([...first, ...second]).size).toBe(3);
    // No address has more first-wave requests than the cap: those are never capped, whatever the order.
    const perAddress = new Map<string, number>();
    for (const address of planRequests(50, 'run1')
      .filter((request) => request.wave === 0)
      .map((request) => request.customerEmail))
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    expect(Math.max(...perAddress.values())).toBe(CUSTOMER_CAP);
  });
});

describe('spreadSubmissions', () => {
  it('sends each request as often as the others, give or take one', () => {
    const sends = spreadSubmissions(['a', 'b', 'c'], 10);
    expect(sends).toHaveLength(10);
    expect(sends.filter((send) => send === 'a')).toHaveLength(4);
    expect(sends.filter((send) => send === 'c')).toHaveLength(3);
  });
});

describe('percentile', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('checkDeliveries', () => {
  const ADMIN = 'office@example.test';
  const row = (id: number, kind: string, toAddress: string, status = 'sent'): OutboxLedgerRow => ({ id, kind, toAddress, subject: `subject ${id}`, status });
  const got = (id: number, to: string): CapturedDelivery => ({ idempotencyKey: `outbox-${id}`, to: [to], subject: `subject ${id}` });
  // Four requests from one address: four company notifications, three acknowledgements (the cap).
  const requests = ['a@example.com', 'A@example.com', 'a@example.com', 'a@example.com'];
  const outbox = [
    row(1, 'quote.admin', ADMIN),
    row(2, 'quote.customer', 'a@example.com'),
    row(3, 'contact.admin', ADMIN),
    row(4, 'contact.customer', 'a@example.com'),
    row(5, 'exquote.admin', ADMIN),
    row(6, 'exquote.customer', 'a@example.com'),
    row(7, 'quote.admin', ADMIN),
  ];
  const captured = outbox.map((r) => got(r.id, r.toAddress));
  const once = new Map(outbox.map((r) => [`outbox-${r.id}`, 1]));

  it('passes when every row is sent and received once, and counts what the cap allows', () => {
    const check = checkDeliveries({ customerEmailsOfRequests: requests, adminAddress: ADMIN, outbox, captured, acceptedPosts: once });
    expect(check).toEqual({ expectedCustomer: 3, expectedAdmin: 4, problems: [] });
  });

  it('names a row not sent, one received twice or never, a double send the provider hid, and a stray e-mail', () => {
    const check = checkDeliveries({
      customerEmailsOfRequests: requests,
      adminAddress: ADMIN,
      outbox: outbox.map((r) => (r.id === 1 ? { ...r, status: 'pending' } : r)),
      captured: [...captured.filter((email) => email.idempotencyKey !== 'outbox-2'), got(3, ADMIN), got(99, ADMIN)],
      acceptedPosts: new Map([...once, ['outbox-4', 2]]),
    });
    expect(check.problems).toEqual([
      'outbox #1 (quote.admin) is pending, not sent',
      'outbox #2 (quote.customer) received 0 times at the mail server',
      'outbox #3 (contact.admin) received 2 times at the mail server',
      'outbox #4 (contact.customer) was accepted 2 times by the provider: the Worker sent it more than once',
      'the mail server received outbox-99, which no outbox row is',
    ]);
  });

  it('names an acknowledgement past the cap and a missing notification', () => {
    const check = checkDeliveries({
      customerEmailsOfRequests: requests,
      adminAddress: ADMIN,
      outbox: [...outbox.filter((r) => r.id !== 7), row(8, 'quote.customer', 'a@example.com')],
      captured: [...captured.filter((email) => email.idempotencyKey !== 'outbox-7'), got(8, 'a@example.com')],
      acceptedPosts: new Map([...once, ['outbox-8', 1]]),
    });
    expect(check.problems).toEqual([
      '3 admin e-mails queued, expected 4 (one per stored request)',
      '4 customer e-mails queued, expected 3 (one per request, at most 3 per address)',
    ]);
  });
});
