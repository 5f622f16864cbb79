// Who a conversation is with, as the spec's list names them: the customer's name, else their
// e-mail, else the word 'Customer' (a conversation always has an address, but the screen must not
// show an empty line if one ever has neither).
export function customerLabel(customer: { name: string; email: string }, fallback: string): string {
  return customer.name.trim() || customer.email.trim() || fallback;
}
