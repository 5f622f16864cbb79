import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { privateDevVars } from './private-dev-vars.ts';

describe('privateDevVars', () => {
  it("makes the build's copy of .dev.vars readable by its owner only", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'client'));
    mkdirSync(path.join(dist, 'server'));
    const copy = path.join(dist, 'server', '.dev.vars');
    writeFileSync(copy, 'SESSION_SECRET="secret"\n', { mode: 0o644 });

    const done = privateDevVars().hooks['astro:build:done'] as (options: { dir: URL }) => void | Promise<void>;
    await done({ dir: pathToFileURL(`${path.join(dist, 'client')}/`) });

    expect(statSync(copy).mode & 0o777).toBe(0o600);
  });

  it('does nothing when there is no copy', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    const done = privateDevVars().hooks['astro:build:done'] as (options: { dir: URL }) => void | Promise<void>;
    await expect(Promise.resolve(done({ dir: pathToFileURL(`${path.join(dist, 'client')}/`) }))).resolves.toBeUndefined();
  });
});
