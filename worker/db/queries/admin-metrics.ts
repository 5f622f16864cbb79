// The sidebar's pending counts: both queues, the unread conversations and the failed e-mails in one
// statement (polled every 5 seconds), each an index range.
import { sql } from 'drizzle-orm';
import type { PendingCounts } from '../../contract/schemas/admin-quotes.ts';
import type { Database } from '../client.ts';
import { pendingExQuotesCount } from './admin-exquotes.ts';
import { failedEmailsCount } from './admin-outbox.ts';
import { pendingQuotesCount } from './admin-quotes.ts';
import { unreadConversationsCount } from './admin-messages.ts';

export async function pendingCounts(db: Database): Promise<PendingCounts> {
  // A batch of one, so the admin guard's session row rides along with it (decision 047).
  const [[counts]] = await db.batch([
    db
      .select({
        quotesPending: pendingQuotesCount(),
        exQuotesPending: pendingExQuotesCount(),
        unreadConversations: unreadConversationsCount(),
        outboxFailed: failedEmailsCount(),
      })
      .from(sql`(select 1)`),
  ]);
  return {
    quotesPending: counts?.quotesPending ?? 0,
    exQuotesPending: counts?.exQuotesPending ?? 0,
    unreadConversations: counts?.unreadConversations ?? 0,
    outboxFailed: counts?.outboxFailed ?? 0,
  };
}
