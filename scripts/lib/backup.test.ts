// The backup round trip (decision 029): a local database with the real migrations and one customer's
// records is backed up to a SQL file, loaded into a fresh local state, and the restored database
// holds the same rows, byte for byte, in every table; a database that holds tables is not restored
// over without --force, and with it only by a backup that loads whole. One export and three
// imports: wrangler is slow to start.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import type { AnyD1Database } from 'drizzle-orm/d1';
import { database } from '../../worker/db/client.ts';
import { recordContactMessage } from '../../worker/db/queries/contact.ts';
import { auditLog, insightsMonthRoutes, insightsMonths, quotes } from '../../worker/db/schema.ts';
import { DERIVED_ROWS, backupDatabase, backupFileName, localDatabaseFile, restoreDatabase, tablesOf } from './backup.ts';
import { ROOT } from './run.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The migrations' statements, in order (drizzle-kit separates them with a breakpoint comment). */
function migrationStatements(): string[] {
  const folder = path.join(ROOT, 'migrations');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) => readFileSync(path.join(folder, name), 'utf8').split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** A local state with the schema and a few rows whose texts a careless dump would break. */
async function seededState(persistTo: string): Promise<void> {
  const proxy = await getPlatformProxy<{ DB: AnyD1Database & D1Like }>({
    configPath: path.join(ROOT, 'wrangler.toml'),
    persist: { path: path.join(persistTo, 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  try {
    await proxy.env.DB.batch(migrationStatements().map((statement) => proxy.env.DB.prepare(statement)));
    const db = database(proxy.env.DB);
    await recordContactMessage(db, {
      message: {
        name: "Zoë O'Hara — «\u00a0VIP\u00a0»",
        email: 'zoe@example.com',
        message: 'Line one;\nline two with "quotes", a backslash \\ and an emoji 🚗.',
        lang: 'fr',
        company: '',
        street: '',
        zip: '',
        city: '',
        telephone: '+33 6 12 34 56 78',
      },
      emails: [{ kind: 'contact.customer', toAddress: 'zoe@example.com', subject: 'Reçu', html: '<p>Merci&nbsp;!</p>', text: 'Merci !', lang: 'fr' }],
      idempotency: null,
    });
    await db.insert(quotes).values({
      quoteNumber: 'TR-2026-0001',
      firstName: 'Zoë',
      lastName: "O'Hara",
      email: 'zoe@example.com',
      phone: '+33612345678',
      pickupLocation: 'CDG',
      dropoffLocation: 'Orly',
      pickupDate: '2026-12-01',
      pickupTime: '10:00',
      pickupAt: new Date('2026-12-01T09:00:00Z'),
      stopLocations: ['Louvre', 'Opéra'],
      vehicleExtraOptions: { suitcases: 2 },
      pickupLat: 49.0046,
    });
    await db.insert(auditLog).values({ actor: 'admin', action: 'update', entityType: 'quote', entityId: '1', detail: { note: 'ünïcode' } });
    // Insights' partials of a period once read (derived: not backed up).
    await db.insert(insightsMonths).values({ month: '2026-11', requested: 1, offered: 0, paid: 0, completed: 0, cancelled: 0 });
    await db.insert(insightsMonthRoutes).values({ month: '2026-11', pickup: 'CDG', dropoff: 'Orly', requests: 1 });
  } finally {
    await proxy.dispose();
  }
}

interface D1Like {
  prepare(query: string): unknown;
  batch(statements: unknown[]): Promise<unknown>;
}

/** Every row of every table of a database file, in primary-key order. */
function contentsOf(file: string): Record<string, unknown[]> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Object.fromEntries(tablesOf(file).map((table) => [table, db.prepare(`select * from "${table}" order by rowid`).all()]));
  } finally {
    db.close();
  }
}

/** The indexes, triggers and views of a database file, and its virtual tables. */
function schemaOf(file: string): unknown[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare(
        `select type, name, sql from sqlite_master where sql not null and (type != 'table' or sql like 'CREATE VIRTUAL TABLE%') and name not like '_cf_%' order by name`,
      )
      .all()
      .map((row) => ({ ...row, sql: String(row['sql']).replace(/\s+/g, ' ') }));
  } finally {
    db.close();
  }
}

/** The transfer quotes the search index of a database file finds for one word. */
function searchOf(file: string, word: string): number[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare(`select rowid & 1073741823 as id from quote_search where quote_search match ? order by id`)
      .all(`"${word}"`)
      .map((row) => Number(row['id']));
  } finally {
    db.close();
  }
}

describe('db:backup and db:restore', () => {
  it('names a backup by its source and instant', () => {
    expect(backupFileName('remote', new Date('2026-11-23T19:30:05.123Z'))).toBe('paris-chauffeur-remote-2026-11-23T19-30-05Z.sql');
  });

  it('restores a backup into a fresh local database with the same rows, and refuses to restore over one', { timeout: 120_000 }, async () => {
    const source = { persistTo: path.join(temp, 'source') };
    const target = { persistTo: path.join(temp, 'target') };
    await seededState(source.persistTo);

    const file = await backupDatabase({ state: source, dir: path.join(temp, 'backups'), now: new Date('2026-11-23T19:30:05Z') });
    expect(path.basename(file)).toBe('paris-chauffeur-local-2026-11-23T19-30-05Z.sql');
    await restoreDatabase({ file, state: target });

    const before = contentsOf(localDatabaseFile(source)!);
    const after = contentsOf(localDatabaseFile(target)!);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['quotes', 'excursion_quotes', 'conversations', 'messages', 'contact_messages', 'outbox', 'audit_log']),
    );
    expect(before['quotes']).toHaveLength(1);
    expect(before['contact_messages']).toHaveLength(1);
    // Insights' change count is not copied: the restored rows are counted again by their triggers.
    // Nor are its partials: the restored database has none, and its first read computes them.
    const without = (contents: Record<string, unknown[]>) => Object.fromEntries(Object.entries(contents).filter(([table]) => !DERIVED_ROWS.includes(table)));
    expect(without(after)).toEqual(without(before));
    expect(Object.keys(before)).toEqual(expect.arrayContaining(DERIVED_ROWS));
    expect(readFileSync(file, 'utf8')).not.toMatch(/^INSERT INTO "insights_(changes|weeks|months|month_routes|month_excursions|money|stale)"/m);
    expect([before['insights_months'], before['insights_month_routes']]).toEqual([[expect.anything()], [expect.anything()]]);
    expect([after['insights_months'], after['insights_month_routes']]).toEqual([[], []]);
    const { insights_changes: countedBefore } = before;
    const { insights_changes: countedAfter } = after;
    expect(countedBefore).toHaveLength(1);
    expect(countedAfter).toEqual([{ id: 1, changes: expect.any(Number) as number }]);
    expect((countedAfter![0] as { changes: number }).changes).toBeGreaterThan(1);
    // The queues' tallies neither: the restored quote is tallied again by its trigger.
    expect(readFileSync(file, 'utf8')).not.toMatch(/^INSERT INTO "queue_tallies"/m);
    expect(after['queue_tallies']).toEqual(before['queue_tallies']);
    expect(after['queue_tallies']).toEqual([expect.objectContaining({ queue: 'transfer', requests: 1 })]);
    // Every index and trigger comes back (an export told which tables to take keeps only those named).
    expect(schemaOf(localDatabaseFile(target)!)).toEqual(schemaOf(localDatabaseFile(source)!));
    expect(schemaOf(localDatabaseFile(source)!).length).toBeGreaterThan(40);
    // The search indexes are not exported (D1 cannot) but made again by the restored rows' triggers.
    expect(Object.keys(before)).not.toContain('quote_search');
    expect(searchOf(localDatabaseFile(target)!, 'ZOE')).toEqual([1]);
    expect(searchOf(localDatabaseFile(target)!, 'no such name')).toEqual([]);

    // The target now holds tables: a second restore is refused before wrangler runs.
    await expect(restoreDatabase({ file, state: target })).rejects.toThrow(/not empty.*--force/);

    // With --force, a broken backup changes nothing; a whole one replaces the database.
    const broken = path.join(temp, 'backups', 'broken.sql');
    writeFileSync(broken, 'CREATE TABLE kept_out (id integer);\nINSERT INTO no_such_table VALUES (1);\n');
    await expect(restoreDatabase({ file: broken, state: target, force: true })).rejects.toThrow();
    expect(contentsOf(localDatabaseFile(target)!)).toEqual(after);
    const other = path.join(temp, 'backups', 'other.sql');
    writeFileSync(other, 'CREATE TABLE only_table (id integer);\nINSERT INTO only_table VALUES (7);\n');
    await restoreDatabase({ file: other, state: target, force: true });
    expect(contentsOf(localDatabaseFile(target)!)).toEqual({ only_table: [{ id: 7 }] });
    expect(readdirSync(temp).filter((name) => name.includes('.restore-'))).toEqual([]);
  });
});
