// The queues' order as shown: important quotes first (use-quote-queue.ts).
import { describe, expect, it } from 'vitest';
import { importantFirst } from './use-quote-queue.ts';

describe('importantFirst', () => {
  it('puts important quotes first and keeps the server order otherwise', () => {
    const quote = (id: number, important: boolean) => ({
      id,
      important,
      status: 'pending' as const,
      createdAt: '',
      comments: '',
      paymentState: 'none' as const,
      bookingReference: null,
      offer: null,
    });
    const sorted = importantFirst([quote(1, false), quote(2, true), quote(3, false), quote(4, true)]);
    expect(sorted.map((q) => q.id)).toEqual([2, 4, 1, 3]);
  });
});
