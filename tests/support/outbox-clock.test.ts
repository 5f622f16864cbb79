// The outbox's clock lock: the load journey moves the clock only while no journey holds it, and no
// journey takes it while it moves; a holder whose process died does not block the mover.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdOutboxClock, movingOutboxClock, releaseOutboxClock } from './outbox-clock.ts';

describe('the outbox clock', () => {
  let state: string;
  const previous = process.env.E2E_STATE;
  beforeEach(() => {
    state = mkdtempSync(path.join(os.tmpdir(), 'outbox-clock-'));
    process.env.E2E_STATE = state;
  });
  afterEach(() => {
    releaseOutboxClock();
    if (previous === undefined) delete process.env.E2E_STATE;
    else process.env.E2E_STATE = previous;
    rmSync(state, { recursive: true, force: true });
  });

  it('moves only once the holder has released it', async () => {
    const events: string[] = [];
    await holdOutboxClock();
    const moved = movingOutboxClock(async () => void events.push('moved'));
    // The mover is waiting on the holder, not done.
    await expect.poll(() => existsSync(path.join(state, 'outbox-clock', 'moving', 'pid'))).toBe(true);
    expect(events).toEqual([]);
    events.push('released');
    releaseOutboxClock();
    await moved;
    expect(events).toEqual(['released', 'moved']);
    expect(existsSync(path.join(state, 'outbox-clock', 'moving'))).toBe(false);
  });

  it('is not held while it moves: a holder waits for the move to end', async () => {
    const events: string[] = [];
    let endMove!: () => void;
    const moving = movingOutboxClock(() => new Promise<void>((resolve) => (endMove = () => (events.push('move ended'), resolve()))));
    await expect.poll(() => typeof endMove).toBe('function');
    const holding = holdOutboxClock().then(() => void events.push('held'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    endMove();
    await Promise.all([moving, holding]);
    expect(events).toEqual(['move ended', 'held']);
  });

  it('does not wait for a holder whose process has died', async () => {
    // A pid no process has: past the kernel's maximum.
    await holdOutboxClock();
    releaseOutboxClock();
    writeFileSync(path.join(state, 'outbox-clock', 'held-4194305-dead'), '');
    await expect(movingOutboxClock(async () => 'moved')).resolves.toBe('moved');
  });
});
