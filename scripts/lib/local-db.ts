// The local D1 and R2 on disk (the same files `wrangler dev` uses): migrations and demo data.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { AnyD1Database } from 'drizzle-orm/d1';
import { database, type Database } from '../../worker/db/client.ts';
import { createExcursion, type NewExcursionImage } from '../../worker/db/queries/excursions.ts';
import { demoExcursions } from '../demo-data/excursions.ts';
import { prepareDemoImage } from './demo-images.ts';
import { seedDemoHistory, seedHistory } from './demo-history.ts';
import { INSIGHTS_FIXTURE } from './insights-fixture.ts';
import { seedDemoOperations } from './demo-operations.ts';
import { ROOT, run } from './run.ts';

/** Where local state lives: `.wrangler/state` for `npm start`, another folder for the e2e tests. */
export interface LocalState {
  /** The folder passed to wrangler's --persist-to (wrangler adds `v3/` inside). */
  persistTo: string;
}

export const DEFAULT_STATE: LocalState = { persistTo: path.join(ROOT, '.wrangler', 'state') };

export const DEMO_MEDIA = path.join(ROOT, 'demo-media', 'excursions');

/** The files of a demo excursion's folder that are its images (drawings or photos). */
const IMAGE_EXTENSIONS = new Set(['.svg', '.jpg', '.jpeg', '.png', '.webp', '.avif']);

export async function applyMigrations(state: LocalState = DEFAULT_STATE): Promise<void> {
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state.persistTo, '--config', 'wrangler.toml']);
}

/**
 * Loads the demo excursions and their images (scripts/lib/demo-images.ts: a JPEG original and
 * AVIF/WebP variants of each) once per local database. A marker file beside the
 * database remembers it, so excursions the admin deletes do not come back on the next start. The
 * demo operations (chauffeurs, cars, confirmed trips from the day it runs: ./demo-operations.ts)
 * have a marker of their own, so a database seeded before they existed gets them once too.
 */
export async function seedDemoData(state: LocalState = DEFAULT_STATE): Promise<'seeded' | 'already seeded'> {
  const operations = await seedOperations(state);
  const marker = path.join(state.persistTo, 'demo-data-seeded');
  if (existsSync(marker)) return operations;

  // Encoded before the database opens (from the cache after the first run), so a failing image
  // stops the seed before anything is written.
  const prepared = [];
  for (const excursion of demoExcursions) {
    const folder = path.join(DEMO_MEDIA, excursion.key);
    const files = existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => IMAGE_EXTENSIONS.has(path.extname(name).toLowerCase()))
          .sort()
      : [];
    const images = [];
    for (const file of files) images.push(await prepareDemoImage(path.join(folder, file)));
    prepared.push({ excursion, images });
  }

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
    for (const { excursion, images } of prepared) {
      const rows: NewExcursionImage[] = [];
      for (const [index, { original, variants }] of images.entries()) {
        // Stored like an uploaded photo: a JPEG original and its AVIF/WebP variants, each under a
        // content-hash key, so a changed file gets new URLs and caches never go stale.
        for (const encoded of [original, ...variants]) {
          await proxy.env.MEDIA.put(encoded.key, encoded.bytes, { httpMetadata: { contentType: encoded.contentType } });
        }
        const alt = excursion.imageAlts[index];
        rows.push({
          url: `/media/${original.key}`,
          alt: alt?.en ?? excursion.title,
          altFr: alt?.fr ?? excursion.titleFr,
          width: original.width,
          height: original.height,
          variants: variants.map(({ key, width, type }) => ({ url: `/media/${key}`, width, type })),
        });
      }
      const { imageAlts: _alts, ...fields } = excursion;
      await createExcursion(db, { ...fields, active: true }, rows);
    }
  } finally {
    await proxy.dispose();
  }
  mkdirSync(state.persistTo, { recursive: true });
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return 'seeded';
}

/** Runs `write` on the local database of `state` once: a marker file beside it remembers it was done. */
async function onceOnLocalDatabase(state: LocalState, markerName: string, write: (db: Database) => Promise<unknown>): Promise<'seeded' | 'already seeded'> {
  const marker = path.join(state.persistTo, markerName);
  if (existsSync(marker)) return 'already seeded';
  const proxy = await getPlatformProxy<{ DB: AnyD1Database }>({
    configPath: path.join(ROOT, 'wrangler.toml'),
    persist: { path: path.join(state.persistTo, 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  try {
    await write(database(proxy.env.DB));
  } finally {
    await proxy.dispose();
  }
  mkdirSync(state.persistTo, { recursive: true });
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return 'seeded';
}

/** The demo operations, once per local database. */
const seedOperations = (state: LocalState) => onceOnLocalDatabase(state, 'demo-operations-seeded', seedDemoOperations);

/**
 * A few months of past requests, replies, offers and payments (./demo-history.ts) for Insights, once
 * per local database. `npm start` seeds it; the browser tests' server does not, so their lists start
 * as they always have.
 */
export const seedDemoHistoryOnce = (state: LocalState = DEFAULT_STATE) => onceOnLocalDatabase(state, 'demo-history-seeded', (db) => seedDemoHistory(db));

/**
 * The browser tests' Insights fixture (./insights-fixture.ts): a few requests in October and November
 * 2025, with known answers, far from the days the other journeys make theirs.
 */
export const seedInsightsFixture = (state: LocalState) => onceOnLocalDatabase(state, 'insights-fixture-seeded', (db) => seedHistory(db, INSIGHTS_FIXTURE));
