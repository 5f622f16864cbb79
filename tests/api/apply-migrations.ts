// Each test file starts from the real migrations applied to an empty D1, and each test from empty
// tables and an empty bucket (storage is shared between the tests of a file).
import { beforeEach } from 'vitest';
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

beforeEach(async () => {
  // Not the search indexes (FTS5 virtual tables, migration 0018) nor their shadow tables, which a
  // DELETE would corrupt: the triggers empty an index with its table.
  const { results } = await env.DB.prepare(
    `select name from sqlite_master as t where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'
       and not exists (select 1 from sqlite_master as v where v.sql like 'CREATE VIRTUAL TABLE%' and (t.name = v.name or t.name like v.name || '\\_%' escape '\\'))`,
  ).all<{ name: string }>();
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
    env.DB.prepare('DELETE FROM sqlite_sequence').bind(),
  ]);
  const listed = await env.MEDIA.list();
  if (listed.objects.length) await env.MEDIA.delete(listed.objects.map((object) => object.key));
});
