// The Requests block beside a thread (customer-requests.tsx), as React draws it on the server: each
// of the customer's requests a link to its Reply to Customer screen, with its status and its money.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { screenWords } from '../kit/dashboard-words.ts';
import { sayIn } from '../kit/use-words.ts';
import { CustomerRequests } from './customer-requests.tsx';
import type { CustomerRequest } from './messages-api.ts';

const english = sayIn(screenWords('messages', 'en'));
const transfer = { kind: 'transfer', id: 12, number: 'TR-2026-0012' } as const;
const excursion = { kind: 'excursion', id: 3, number: 'EX-2026-0003' } as const;

describe('the Requests block', () => {
  const request = (extra: Partial<CustomerRequest>): CustomerRequest => ({
    ...transfer,
    status: 'pending',
    paymentState: 'none',
    bookingReference: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    pickupAt: '2026-12-03T17:30:00.000Z',
    excursionTitle: null,
    path: '/admin/email-reply/12?kind=transfer',
    ...extra,
  });

  it('links each request to its reply screen, with its status, its money and what it is', () => {
    const html = renderToStaticMarkup(
      createElement(CustomerRequests, {
        say: english,
        headingId: 'requests',
        requests: [
          request({ status: 'confirmed', paymentState: 'deposit_paid', bookingReference: 'PEC-2026-0001' }),
          request({ ...excursion, pickupAt: null, excursionTitle: 'Versailles', path: '/admin/email-reply/3?kind=excursion' }),
        ],
      }),
    ).replace(/<!-- -->/g, '');
    expect(html).toContain('<a href="/admin/email-reply/12?kind=transfer"');
    expect(html).toContain('TR-2026-0012<span class="sr-only"> (reply to the customer)</span></a>');
    expect(html).toContain('<span class="adm-status adm-status-confirmed">Confirmed</span>');
    expect(html).toContain('<span class="sr-only">Payment: </span>Deposit paid');
    expect(html).toContain('Booking PEC-2026-0001');
    expect(html).toContain('Transfer · pickup Thu, 3 Dec 2026, 18:30 (Paris time)');
    expect(html).toContain('<a href="/admin/email-reply/3?kind=excursion"');
    expect(html).toContain('Excursion · Versailles');
    // No offer yet: no payment badge, as on the quote lists.
    expect(html.match(/adm-payment /g)).toHaveLength(1);
  });

  it('says when the address made no request', () => {
    const html = renderToStaticMarkup(createElement(CustomerRequests, { say: english, headingId: 'requests', requests: [] }));
    expect(html).toContain('No transfer or excursion request from this address.');
  });
});
