// What an e-mail to a customer may repeat of what the caller typed. Anyone can type anyone's
// address into a public form, so an acknowledgement must not carry a message of the caller's
// choosing to that inbox (the site would be a mail relay): no message, no comments, and a name cut
// to what a greeting needs. The booking facts the customer must check stay, length-limited by the API.

/** Longest name an e-mail to a customer repeats, in characters. */
export const CUSTOMER_EMAIL_NAME_MAX = 40;

/** `name` as a customer e-mail may show it: at most CUSTOMER_EMAIL_NAME_MAX characters, then '…'. */
export function nameForCustomerEmail(name: string): string {
  const characters = [...name.trim()];
  return characters.length <= CUSTOMER_EMAIL_NAME_MAX
    ? characters.join('')
    : `${characters
        .slice(0, CUSTOMER_EMAIL_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`;
}
