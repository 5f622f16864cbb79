import { describe, expect, it } from 'vitest';
import { customerLabel } from './customer-label.ts';

describe('customerLabel', () => {
  it('names the customer, else their e-mail, else the fallback word', () => {
    expect(customerLabel({ name: 'Claire Martin', email: 'claire@example.com' }, 'Customer')).toBe('Claire Martin');
    expect(customerLabel({ name: '  ', email: 'claire@example.com' }, 'Customer')).toBe('claire@example.com');
    expect(customerLabel({ name: '', email: '' }, 'Customer')).toBe('Customer');
  });
});
