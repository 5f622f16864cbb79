// What the build ships to browsers: zod stays on the server (decision 006). Browser code takes the
// contract's zod-free modules (the rules, the word lists) and only types from the schema modules; a
// value imported from a schema module would pull zod (about 90 kB) into the page's scripts. The
// browser suite runs against this build, so the check sits here, where the build is known to exist.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../', process.env.E2E_DIST ?? 'dist', 'client/_astro');

test('no script sent to browsers carries zod @desktop', () => {
  const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withZod = scripts.filter((name) => /\bZodError\b|\$ZodType\b/.test(readFileSync(path.join(ASSETS, name), 'utf8')));
  expect(withZod).toEqual([]);
});
