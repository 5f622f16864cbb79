// The local D1 and R2 on disk (the same files `wrangler dev` uses): migrations and demo data.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { AnyD1Database } from 'drizzle-orm/d1';
import { database } from '../../worker/db/client.ts';
import { createExcursion } from '../../worker/db/queries/excursions.ts';
import { demoExcursions } from '../demo-data/excursions.ts';
import { ROOT, run } from './run.ts';

/** Where local state lives: `.wrangler/state` for `npm start`, another folder for the e2e tests. */
export interface LocalState {
  /** The folder passed to wrangler's --persist-to (wrangler adds `v3/` inside). */
  persistTo: string;
}

export const DEFAULT_STATE: LocalState = { persistTo: path.join(ROOT, '.wrangler', 'state') };

export const DEMO_MEDIA = path.join(ROOT, 'demo-media', 'excursions');

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export async function applyMigrations(state: LocalState = DEFAULT_STATE): Promise<void> {
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state.persistTo, '--config', 'wrangler.toml']);
}

/**
 * Loads the demo excursions and their images once per local database. A marker file beside the
 * database remembers it, so excursions the admin deletes do not come back on the next start.
 */
export async function seedDemoData(state: LocalState = DEFAULT_STATE): Promise<'seeded' | 'already seeded'> {
  const marker = path.join(state.persistTo, 'demo-data-seeded');
  if (existsSync(marker)) return 'already seeded';

  const proxy = await getPlatformProxy<{
    DB: AnyD1Database;
    MEDIA: { put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown> };
  }>({
    configPath: path.join(ROOT, 'wrangler.toml'),
    persist: { path: path.join(state.persistTo, 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  try {
    const db = database(proxy.env.DB);
    for (const excursion of demoExcursions) {
      const folder = path.join(DEMO_MEDIA, excursion.key);
      const files = existsSync(folder)
        ? readdirSync(folder)
            .filter((name) => CONTENT_TYPES[path.extname(name).toLowerCase()])
            .sort()
        : [];
      const images = [];
      for (const [index, file] of files.entries()) {
        const bytes = readFileSync(path.join(folder, file));
        const extension = path.extname(file).toLowerCase();
        // Content-addressed, like admin uploads: a changed file gets a new URL, so caches never go stale.
        const key = `excursions/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${extension}`;
        await proxy.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' } });
        const alt = excursion.imageAlts[index];
        images.push({ url: `/media/${key}`, alt: alt?.en ?? excursion.title, altFr: alt?.fr ?? excursion.titleFr });
      }
      const { imageAlts: _alts, ...fields } = excursion;
      await createExcursion(db, { ...fields, active: true }, images);
    }
  } finally {
    await proxy.dispose();
  }
  mkdirSync(state.persistTo, { recursive: true });
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return 'seeded';
}
