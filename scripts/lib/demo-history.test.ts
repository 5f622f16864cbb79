import { describe, expect, it } from 'vitest';
import { demoHistory } from './demo-history.ts';

describe('the demo history', () => {
  it('spreads a few months of requests before the day it runs, some answered, offered, paid and refunded', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const plan = demoHistory(now);
    expect(plan.length).toBeGreaterThan(80);
    expect(plan.every((request) => request.createdAt < now && request.createdAt.getTime() > now.getTime() - 122 * 86_400_000)).toBe(true);
    expect(new Set(plan.map((request) => request.createdAt.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(4);
    expect(plan.some((request) => request.kind === 'excursion') && plan.some((request) => request.lang === 'fr')).toBe(true);
    expect(plan.some((request) => request.replyAfterMinutes === null)).toBe(true);
    expect(plan.filter((request) => request.paid).length).toBeGreaterThan(10);
    expect(plan.some((request) => request.refundedCents > 0)).toBe(true);
    expect(plan.every((request) => !request.paid || request.offerCents !== null)).toBe(true);
    // The same plan for the same day.
    expect(demoHistory(now)).toEqual(plan);
  });
});
