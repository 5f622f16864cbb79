// Each test file starts from the real migrations applied to an empty D1, and each test from empty
// tables and an empty bucket (storage is shared between the tests of a file).
import { beforeEach } from 'vitest';
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

beforeEach(async () => {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
  ).all<{ name: string }>();
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
    env.DB.prepare('DELETE FROM sqlite_sequence').bind(),
  ]);
  const listed = await env.MEDIA.list();
  if (listed.objects.length) await env.MEDIA.delete(listed.objects.map((object) => object.key));
});
