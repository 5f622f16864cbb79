// The sidebar's pending counts: both queues and the unread conversations in one statement (polled
// every 5 seconds), each an index range.
import { sql } from 'drizzle-orm';
import type { PendingCounts } from '../../contract/admin-quotes.ts';
import type { Database } from '../client.ts';
import { pendingExQuotesCount } from './admin-exquotes.ts';
import { pendingQuotesCount } from './admin-quotes.ts';
import { unreadConversationsCount } from './admin-messages.ts';

export async function pendingCounts(db: Database): Promise<PendingCounts> {
  const [counts] = await db
    .select({ quotesPending: pendingQuotesCount(), exQuotesPending: pendingExQuotesCount(), unreadConversations: unreadConversationsCount() })
    .from(sql`(select 1)`);
  return { quotesPending: counts?.quotesPending ?? 0, exQuotesPending: counts?.exQuotesPending ?? 0, unreadConversations: counts?.unreadConversations ?? 0 };
}
