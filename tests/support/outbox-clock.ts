// The outbox's clock in the browser suite. The load journey (tests/e2e/load.spec.ts, decision 031)
// runs the cron trigger at future instants so its own retries fall due; that run also retries,
// early, whatever else is waiting. Harmless for an e-mail that is simply delivered sooner, but not
// for a journey that watches one e-mail wait for its retry and then resends it by hand
// (admin-outbox.spec.ts): early retries would give it up or send it behind the journey's back. Such
// a journey holds the clock (shared: several may at once); the load journey moves it only when no
// one holds it, and no one takes it while it moves. Across Playwright's worker processes, so kept as
// files in the main server's state folder: a holder is a file, the mover a folder (made atomically),
// each naming its process, so a holder whose process died (a crashed worker) no longer counts.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eState } from './e2e-db.ts';

const folder = () => path.join(e2eState(), 'outbox-clock');
const moverFolder = () => path.join(folder(), 'moving');
const POLL_MS = 100;
const sleep = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the mover (if any) is a live process; a dead one's folder is taken away. */
function someoneMoves(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(moverFolder(), 'pid'), 'utf8'));
  } catch {
    // No mover, or one that has made its folder and not yet named itself: it is moving.
    try {
      readdirSync(moverFolder());
      return true;
    } catch {
      return false;
    }
  }
  if (alive(pid)) return true;
  rmSync(moverFolder(), { recursive: true, force: true });
  return false;
}

const holders = () =>
  readdirSync(folder())
    .filter((name) => name.startsWith('held-'))
    .filter((name) => {
      if (alive(Number(name.split('-')[1]))) return true;
      rmSync(path.join(folder(), name), { force: true });
      return false;
    });

let held: string | undefined;

/**
 * Holds the clock until `releaseOutboxClock`: waits while the load journey moves it. The holder's
 * file is written before the mover is looked for, so a mover that starts meanwhile sees it and waits.
 */
export async function holdOutboxClock(): Promise<void> {
  mkdirSync(folder(), { recursive: true });
  for (;;) {
    const file = path.join(folder(), `held-${process.pid}-${randomUUID()}`);
    writeFileSync(file, '');
    if (!someoneMoves()) {
      held = file;
      return;
    }
    rmSync(file, { force: true });
    await sleep();
  }
}

export function releaseOutboxClock(): void {
  if (held) rmSync(held, { force: true });
  held = undefined;
}

/** Runs `move` once no journey holds the clock, keeping any from taking it until it is done. */
export async function movingOutboxClock<T>(move: () => Promise<T>): Promise<T> {
  mkdirSync(folder(), { recursive: true });
  for (;;) {
    try {
      mkdirSync(moverFolder());
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      someoneMoves();
      await sleep();
    }
  }
  try {
    writeFileSync(path.join(moverFolder(), 'pid'), String(process.pid));
    while (holders().length > 0) await sleep();
    return await move();
  } finally {
    rmSync(moverFolder(), { recursive: true, force: true });
  }
}
