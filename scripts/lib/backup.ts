// Backups of the D1 database as SQL files (decision 029, docs/operations.md): `npm run db:backup`
// writes the local (or, with --remote, the production) database to backups/<date>.sql, and
// `npm run db:restore` loads such a file into a local database that is empty, or that --force
// may replace.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { getPlatformProxy } from 'wrangler';
import { DEFAULT_STATE, type LocalState } from './local-db.ts';
import { ROOT, output, run } from './run.ts';

export const BACKUP_DIR = path.join(ROOT, 'backups');

/** 'paris-chauffeur-local-2026-11-23T19-30-05Z.sql': where it came from and when, sortable by name. */
export function backupFileName(source: 'local' | 'remote', now: Date): string {
  return `paris-chauffeur-${source}-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.sql`;
}

/** The folder of a local state's D1 files (what wrangler and miniflare keep under --persist-to). */
const d1Folder = (state: LocalState) => path.join(state.persistTo, 'v3', 'd1');

/** The SQLite files of a local state's D1 databases. */
function databaseFiles(state: LocalState): string[] {
  const folder = d1Folder(state);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.sqlite'))
    .map((name) => path.join(folder, name));
}

/**
 * The tables of a SQLite file, but SQLite's and D1's own and the search indexes (FTS5 tables and
 * their shadow tables, made from the other tables by their triggers: exportPlan).
 */
export function tablesOf(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare(`select name, type, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' order by name`)
      .all();
    const schema = rows.map((row) => ({ name: String(row['name']), type: String(row['type']), sql: row['sql'] === null ? null : String(row['sql']) }));
    const { derived } = searchIndexesOf(schema);
    return schema.filter((table) => !derived.has(table.name)).map((table) => table.name);
  } finally {
    db.close();
  }
}

/** The local state's D1 database file that holds tables, if any (the one the Worker's DB binding uses). */
export function localDatabaseFile(state: LocalState = DEFAULT_STATE): string | null {
  return databaseFiles(state).find((file) => tablesOf(file).length > 0) ?? null;
}

/**
 * A dump's statements (one a line: D1 escapes line breaks inside values) with the rows after all
 * the schema, each PRAGMA once at the top. D1 checks that a foreign key's table exists even with
 * its checks deferred, so a row may not come before the table it refers to.
 */
export function schemaFirst(lines: readonly string[]): string {
  const statements = lines.filter((line) => line.trim() !== '');
  const isPragma = (line: string) => /^PRAGMA /i.test(line);
  const isRow = (line: string) => /^INSERT INTO /i.test(line);
  const pragmas = [...new Set(statements.filter(isPragma))];
  // Derived rows are left out: the triggers count the restored rows again (a copied count would
  // collide with the one the first restored row makes) and mark their buckets stale.
  const rows = statements.filter((line) => isRow(line) && !DERIVED_ROWS.some((table) => line.startsWith(`INSERT INTO "${table}"`)));
  const schema = statements.filter((line) => !isPragma(line) && !isRow(line));
  return `${[...pragmas, ...schema, ...rows].join('\n')}\n`;
}

/**
 * Tables whose rows are derived from other tables' rows, not backed up: the quote queues' tallies
 * (migration 0022, kept by triggers, filled again by the restore's inserts), Insights' change count
 * (migration 0019, kept by triggers) and its partials and their stale marks (migration 0020). A
 * restored database has no partial, so the first read of a period computes its buckets from the
 * restored rows (decision 044).
 */
export const DERIVED_ROWS = [
  'queue_tallies',
  'insights_changes',
  'insights_weeks',
  'insights_months',
  'insights_hours',
  'insights_month_routes',
  'insights_month_excursions',
  'insights_money',
  'insights_stale',
];

/** An entry of sqlite_master. */
export interface SchemaEntry {
  name: string;
  type: string;
  sql: string | null;
}

/** The tables FTS5 makes for each of its virtual tables, named `<index>_<suffix>`. */
const FTS5_SHADOW_SUFFIXES = ['data', 'idx', 'content', 'docsize', 'config'];

/** The search indexes (FTS5 virtual tables, migration 0018) of a schema, and the names of their shadow tables. */
function searchIndexesOf(schema: readonly SchemaEntry[]): { indexes: SchemaEntry[]; derived: Set<string> } {
  const indexes = schema.filter((entry) => entry.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(entry.sql ?? ''));
  return { indexes, derived: new Set(indexes.flatMap((index) => [index.name, ...FTS5_SHADOW_SUFFIXES.map((suffix) => `${index.name}_${suffix}`)])) };
}

/**
 * How to export a database that holds search indexes: D1's export refuses such a database
 * (Cloudflare documents it; miniflare's dump throws) unless it is told what to export. So a backup
 * names every table but the indexes and their shadow tables, and every index, trigger and view
 * too (`names`: the export keeps only the schema entries named, by their own name), and writes each
 * search index's CREATE VIRTUAL TABLE itself (`searchIndexes`, one line each). The triggers come
 * with the schema, so the rows a restore inserts fill the search indexes again. Without a search
 * index, `names` is empty and the export is whole, as it always was.
 */
export function exportPlan(schema: readonly SchemaEntry[]): { names: string[]; searchIndexes: string[] } {
  const { indexes, derived } = searchIndexesOf(schema);
  if (indexes.length === 0) return { names: [], searchIndexes: [] };
  return {
    names: schema.filter((entry) => !derived.has(entry.name) && entry.sql !== null).map((entry) => entry.name),
    searchIndexes: indexes.map((index) => `${(index.sql ?? '').replace(/\s*\n\s*/g, ' ')};`),
  };
}

const SCHEMA_QUERY = 'select name, type, sql from sqlite_master order by rowid';

/** What this file uses of the D1 binding. */
interface DumpableDatabase {
  prepare(query: string): { bind(...values: unknown[]): { raw<Row extends unknown[]>(): Promise<Row[]> } };
}

/**
 * The local database as SQL, through the same export wrangler's `d1 export --local` runs (miniflare's
 * D1 dump). wrangler's command reads only the default state folder (it has no --persist-to); this
 * reads any, so the e2e and test states can be backed up too.
 */
async function exportLocal(state: LocalState): Promise<string> {
  const proxy = await getPlatformProxy<{ DB: DumpableDatabase }>({
    configPath: path.join(ROOT, 'wrangler.toml'),
    persist: { path: path.join(state.persistTo, 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  try {
    // Arguments: without schema, without data, the tables (none: all). The schema and the data are
    // asked for apart, so every table exists before the first row: a dump of both at once goes
    // table by table, and a child table's row before its parent table exists fails to load.
    const schema = (await proxy.env.DB.prepare(SCHEMA_QUERY).bind().raw<[string, string, string | null]>()).map(([name, type, sql]) => ({ name, type, sql }));
    const { names, searchIndexes } = exportPlan(schema);
    const part = async (noSchema: number, noData: number) =>
      (
        await proxy.env.DB.prepare('PRAGMA miniflare_d1_export(?,?,?);')
          .bind(noSchema, noData, ...names)
          .raw<string[]>()
      )[0] ?? [];
    return schemaFirst([...(await part(0, 1)), ...searchIndexes, ...(await part(1, 0))]);
  } finally {
    await proxy.dispose();
  }
}

export interface BackupOptions {
  /** The production database (wrangler's login or CLOUDFLARE_API_TOKEN), not the local one. */
  remote?: boolean;
  state?: LocalState;
  dir?: string;
  now?: Date;
}

/** Writes the backup and answers its path. */
export async function backupDatabase({ remote = false, state = DEFAULT_STATE, dir = BACKUP_DIR, now = new Date() }: BackupOptions = {}): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(remote ? 'remote' : 'local', now));
  if (remote) {
    await exportRemote(file);
  } else {
    if (!localDatabaseFile(state)) throw new Error(`There is no local database in ${state.persistTo} to back up (run npm start once).`);
    writeFileSync(file, await exportLocal(state));
  }
  return file;
}

/**
 * The production database as SQL (wrangler's login or CLOUDFLARE_API_TOKEN), its search indexes
 * left out of the export and written by this file (exportPlan), schema first as a local backup.
 */
async function exportRemote(file: string): Promise<void> {
  const config = ['--config', 'wrangler.toml'];
  const listed = JSON.parse(await output('wrangler', ['d1', 'execute', 'DB', '--remote', '--json', '--command', SCHEMA_QUERY, ...config])) as [
    { results: SchemaEntry[] },
  ];
  const { names, searchIndexes } = exportPlan(listed[0].results);
  await run('wrangler', ['d1', 'export', 'DB', '--remote', '--output', file, ...names.flatMap((name) => ['--table', name]), ...config, '--skip-confirmation']);
  const lines = readFileSync(file, 'utf8').split('\n');
  writeFileSync(
    file,
    schemaFirst([...lines.filter((line) => !/^INSERT INTO /i.test(line)), ...searchIndexes, ...lines.filter((line) => /^INSERT INTO /i.test(line))]),
  );
}

export interface RestoreOptions {
  file: string;
  state?: LocalState;
  /** Replace a local database that already holds tables (only once the backup has loaded). */
  force?: boolean;
}

/**
 * Loads a backup into the local database of `state` with `wrangler d1 execute --local --file`. A
 * database that holds tables is never overwritten by accident: without `force` it is refused; with
 * it, the backup is loaded into a staging state beside it first, and only a backup that loaded
 * whole replaces the D1 files (the R2 media beside them are kept): a broken file changes nothing.
 */
export async function restoreDatabase({ file, state = DEFAULT_STATE, force = false }: RestoreOptions): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  const existing = localDatabaseFile(state);
  if (existing && !force) {
    throw new Error(`The local database in ${state.persistTo} is not empty: restoring would mix two databases. Add --force to replace it.`);
  }
  // A production dump (wrangler d1 export --remote) is loaded schema first too.
  const folder = mkdtempSync(path.join(tmpdir(), 'restore-'));
  const ordered = path.join(folder, path.basename(file));
  writeFileSync(ordered, schemaFirst(readFileSync(file, 'utf8').split('\n')));
  // Beside the state, so the D1 folder moves by a rename on the same file system.
  mkdirSync(path.dirname(path.resolve(state.persistTo)), { recursive: true });
  const staging: LocalState | null = existing ? { persistTo: mkdtempSync(`${path.resolve(state.persistTo)}.restore-`) } : null;
  try {
    await run(
      'wrangler',
      ['d1', 'execute', 'DB', '--local', '--persist-to', (staging ?? state).persistTo, '--file', ordered, '--yes', '--config', 'wrangler.toml'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (staging) {
      const previous = `${d1Folder(state)}.previous`;
      rmSync(previous, { recursive: true, force: true });
      renameSync(d1Folder(state), previous);
      renameSync(d1Folder(staging), d1Folder(state));
      rmSync(previous, { recursive: true, force: true });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    if (staging) rmSync(staging.persistTo, { recursive: true, force: true });
  }
}
