// Which messages are automatic: each header RFC 3834 and the mail programs use, bounces by their
// envelope, and an ordinary reply let through.
import { describe, expect, it } from 'vitest';
import { automaticMessage } from './auto-reply.ts';

const PERSON = 'claire@example.com';
const check = (headers: Record<string, string>, envelopeFrom = PERSON) => automaticMessage(new Headers(headers), envelopeFrom);

describe('automaticMessage', () => {
  it('lets a person’s reply through, Auto-Submitted: no included', () => {
    expect(check({ From: 'Claire <claire@example.com>', 'Content-Type': 'text/plain; charset=utf-8' })).toBeNull();
    expect(check({ 'Auto-Submitted': 'no' })).toBeNull();
    expect(check({ 'Auto-Submitted': 'No ; comment' })).toBeNull();
    expect(check({ Precedence: 'first-class' })).toBeNull();
    expect(check({ 'Return-Path': '<claire@example.com>', 'Content-Type': 'multipart/mixed; boundary=x' })).toBeNull();
  });

  it('knows an out-of-office and an autoresponder', () => {
    expect(check({ 'Auto-Submitted': 'auto-replied' })).toBe('auto-submitted');
    expect(check({ 'Auto-Submitted': 'Auto-Generated; owner-email=x@example.com' })).toBe('auto-submitted');
    expect(check({ 'X-Autoreply': 'yes' })).toBe('autoreply');
    expect(check({ 'X-Autorespond': '' })).toBe('autoreply');
    for (const value of ['bulk', 'junk', 'auto_reply', 'List']) expect(check({ Precedence: value }), value).toBe('precedence');
  });

  it('knows a mailing list, a bounce and a delivery report', () => {
    expect(check({ 'List-Id': '<news.example.com>' })).toBe('mailing-list');
    expect(check({}, '')).toBe('bounce');
    expect(check({}, '<>')).toBe('bounce');
    expect(check({ 'Return-Path': '<>' })).toBe('bounce');
    expect(check({}, 'MAILER-DAEMON@mx.example.com')).toBe('bounce');
    expect(check({ From: 'Mail Delivery System <MAILER-DAEMON@mx.example.com>' })).toBe('bounce');
    expect(check({ 'Content-Type': 'multipart/report; report-type=delivery-status; boundary=x' })).toBe('delivery-report');
  });
});
