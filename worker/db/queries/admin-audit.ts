// The audit trail in SQL (decision 028): the entries of sign-ins and sign-outs, written in the same
// batch as what they record, and the back office's list of every entry, filtered and paginated here.
// The other admin changes write their own entries beside their change (auditChange in admin-lists.ts,
// the excursions', messages', outbox's and replies' queries).
import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditEntry, ParsedAdminAuditQuery } from '../../contract/schemas/admin-audit.ts';
import { AUDIT_TEXT_LIMITS, type AuditAction } from '../../contract/audit-words.ts';
import { fromParis } from '../../contract/paris-time.ts';
import { auditText } from '../../lib/audit-text.ts';
import type { Database } from '../client.ts';
import { adminSessions, auditLog } from '../schema.ts';
import { containsIgnoringCase, selectValue } from './admin-lists.ts';

/** Where a sign-in or sign-out came from, already cleaned (lib/audit-text.ts). */
export interface AuditedClient {
  /** The client's address as the edge saw it (not the rate limit's /64). */
  ip: string;
  userAgent: string;
}

/**
 * The entry of a sign-in: successful, failed, or refused by the limits on failures (throttled), for
 * the attempt's batch. Who is the username as typed (the admin's own on success); the password, the
 * session id and the token never appear.
 */
export function insertSignInAudit(
  db: Database,
  entry: { username: string; action: Extract<AuditAction, 'sign-in' | 'sign-in-failed' | 'sign-in-throttled'>; client: AuditedClient; at: Date },
) {
  return db.insert(auditLog).values({
    // Typed by whoever tried: kept on one line and short, as the user agent.
    actor: auditText(entry.username, AUDIT_TEXT_LIMITS.actor),
    action: entry.action,
    entityType: 'admin_session',
    entityId: null,
    detail: { ip: entry.client.ip, userAgent: entry.client.userAgent },
    createdAt: entry.at,
  });
}

/**
 * The entry of a sign-out, selected from the session still open, so a token whose session is
 * already over (signed out twice, expired and pruned) logs nothing. Goes first in the batch that
 * revokes the session.
 */
export function auditSignOut(db: Database, sessionId: string, client: AuditedClient, at: Date) {
  return db.insert(auditLog).select((qb) =>
    qb
      .select({
        id: sql<number>`null`.as('id'),
        actor: sql<string>`${adminSessions.username}`.as('actor'),
        action: sql<string>`'sign-out'`.as('action'),
        entityType: sql<string>`'admin_session'`.as('entity_type'),
        entityId: sql<string | null>`null`.as('entity_id'),
        detail: sql<string>`json_object('ip', ${client.ip}, 'userAgent', ${client.userAgent})`.as('detail'),
        createdAt: sql<number>`${at.getTime()}`.as('created_at'),
      })
      .from(adminSessions)
      .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt))),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Paris day starts (the next day's start for an end bound, so `to` is included). */
function startOfParisDay(day: string, offsetDays = 0): Date {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + offsetDays * DAY_MS).toISOString().slice(0, 10);
  return fromParis(date, '00:00') ?? new Date(Date.parse(`${date}T00:00:00Z`));
}

function auditFilter(query: ParsedAdminAuditQuery): SQL | undefined {
  const text = query.q.trim();
  const actor = query.actor.trim();
  return and(
    query.action === 'all' ? undefined : eq(auditLog.action, query.action),
    query.entityType === 'all' ? undefined : eq(auditLog.entityType, query.entityType),
    actor === '' ? undefined : eq(auditLog.actor, actor),
    query.from === null ? undefined : gte(auditLog.createdAt, startOfParisDay(query.from)),
    query.to === null ? undefined : lt(auditLog.createdAt, startOfParisDay(query.to, 1)),
    text === ''
      ? undefined
      : or(containsIgnoringCase(auditLog.actor, text), containsIgnoringCase(auditLog.entityId, text), containsIgnoringCase(auditLog.detail, text)),
  );
}

/**
 * The trail only grows (nothing updates or deletes an entry), so its row count and newest id are
 * its whole version: two index reads.
 */
const versionQuery = (db: Database) =>
  selectValue(db, sql<string>`(select count(*) from ${auditLog}) || '.' || coalesce((select max(${auditLog.id}) from ${auditLog}), 0)`);

export async function auditVersion(db: Database): Promise<string> {
  const [version] = await versionQuery(db);
  return version?.value ?? '';
}

type AuditRow = typeof auditLog.$inferSelect;

export interface AuditPage {
  rows: AuditRow[];
  total: number;
  filteredTotal: number;
  version: string;
}

/** One page, newest first (the created_at index read backwards; the id breaks ties), in one transaction. */
export async function listAudit(db: Database, query: ParsedAdminAuditQuery): Promise<AuditPage> {
  const where = auditFilter(query);
  const [rows, filtered, all, version] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
    db.select({ n: count() }).from(auditLog),
    versionQuery(db),
  ]);
  return { rows, filteredTotal: filtered[0]?.n ?? 0, total: all[0]?.n ?? 0, version: version[0]?.value ?? '' };
}

export function toAdminAuditEntry(row: AuditRow): AdminAuditEntry {
  const detail = row.detail && typeof row.detail === 'object' && !Array.isArray(row.detail) ? row.detail : null;
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    detail,
    createdAt: row.createdAt.toISOString(),
  };
}
