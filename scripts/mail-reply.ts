// `npm run mail:reply -- [file.eml] [--to <address>] [--from <address>]`: posts a raw e-mail to the
// email() handler of the Worker `npm start` serves (http://localhost:${PORT:-8787}), as if a customer
// had answered one of our e-mails. Without --to it answers the newest customer e-mail of the local
// database (its signed Reply-To), from that customer; without a file it sends the sample
// scripts/demo-data/reply.eml (a reply with a quoted history, a signature and a photo). The reply
// then shows in the back office's Messages, and the company's notification in the Outbox.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localDatabaseFile } from './lib/backup.ts';
import { answerFrom, emailEndpoint, fromHeaderAddress, newestReplyTarget } from './lib/mail-reply.ts';
import { ROOT } from './lib/run.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' }, from: { type: 'string' } },
});
const port = Number(process.env.PORT ?? 8787);
const file = path.resolve(positionals[0] ?? path.join(ROOT, 'scripts', 'demo-data', 'reply.eml'));
const raw = new Uint8Array(readFileSync(file));

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let to = values.to;
let customer: string | undefined;
if (!to) {
  const database = localDatabaseFile();
  const target = database ? newestReplyTarget(database) : null;
  if (!target) {
    fail(
      [
        'No customer e-mail with a reply address in the local database yet.',
        'Start the site with `npm start` (it sets INBOUND_MAIL_DOMAIN), send the contact form or request a quote,',
        'then run this again; or give the address yourself with --to.',
      ].join('\n'),
    );
  }
  to = target.to;
  customer = target.customer;
}
const from = values.from ?? customer ?? fromHeaderAddress(raw) ?? 'customer@example.com';
const message = answerFrom(raw, { to, from, messageId: `<${randomUUID()}@mail-reply.localhost>` });

let response: Response;
try {
  response = await fetch(emailEndpoint(port, from, to), { method: 'POST', body: message });
} catch (error) {
  fail(`The local Worker is not answering on port ${port} (${error instanceof Error ? error.message : String(error)}): start it with \`npm start\`.`);
}
const answer = await response.text();
let outcome: { outcome?: string; rejectReason?: string; forwards?: { recipient: string }[] } = {};
try {
  outcome = JSON.parse(answer) as typeof outcome;
} catch {
  fail(`The Worker answered ${response.status}: ${answer}`);
}
console.log(`Posted ${path.relative(process.cwd(), file)} from ${from} to ${to}.`);
if (outcome.rejectReason) fail(`Refused: ${outcome.rejectReason}`);
if (outcome.outcome !== 'ok') fail(`The handler failed (${outcome.outcome ?? response.status}); see the \`npm start\` console.`);
if (outcome.forwards?.length) console.log(`Forwarded to ${outcome.forwards.map((forward) => forward.recipient).join(', ')}.`);
else console.log(`Done: see http://localhost:${port}/admin/messages (dropped mail, an auto-reply or a loop, is in the \`npm start\` console).`);
