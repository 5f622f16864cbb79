// The Worker's email() handler (Cloudflare Email Routing → Email Workers): the configuration read
// once from the bindings, then the use case (receive-reply.ts). Kept apart from index.ts so the API
// tests call it as Cloudflare does, with a message built from a file.
import { database } from '../db/client.ts';
import { siteUrlOf } from '../bookings/site-url.ts';
import { appConfig, type Bindings } from '../env.ts';
import { deliverSoon } from '../mail/deliver-soon.ts';
import { adminAddress, mailerFor, ownSendingAddresses, replyAddressKey } from '../mail/mailer.ts';
import { receiveReply, type InboundEmail, type InboundOutcome } from './receive-reply.ts';

export async function handleEmail(message: InboundEmail, env: Bindings, ctx: Pick<ExecutionContext, 'waitUntil'>): Promise<InboundOutcome> {
  const db = database(env.DB);
  const mailer = mailerFor(env);
  const outcome = await receiveReply(message, {
    db,
    media: env.MEDIA,
    key: replyAddressKey(env),
    forwardTo: appConfig(env).INBOUND_FORWARD_TO ?? null,
    ownAddresses: ownSendingAddresses(env),
    adminAddress: adminAddress(env),
    messagesUrl: `${siteUrlOf(env)}/admin/messages`,
    deliverSoon: (ids) => deliverSoon({ db, mailer, waitUntil: (work) => ctx.waitUntil(work) }, ids),
    now: new Date(),
  });
  console.log(`[inbound] ${outcome}: to ${message.to}`);
  return outcome;
}
