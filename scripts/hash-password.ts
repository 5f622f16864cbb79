// `npm run admin:hash -- '<password>'` (or with ADMIN_PASSWORD set): prints the value for the
// ADMIN_PASSWORD_HASH secret, e.g. `wrangler secret put ADMIN_PASSWORD_HASH`.
import { hashPassword } from '../worker/lib/password.ts';

const password = process.argv[2] ?? process.env.ADMIN_PASSWORD;
if (!password) {
  console.error("Usage: npm run admin:hash -- '<password>'   (or set ADMIN_PASSWORD)");
  process.exit(2);
}
if (password.length < 12) {
  console.error('Choose a password of at least 12 characters.');
  process.exit(2);
}
console.log(await hashPassword(password));
