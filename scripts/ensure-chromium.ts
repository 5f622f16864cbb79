// Before the browser tests: make sure Debian's Chromium headless shell is there (Playwright cannot
// download browsers here; see scripts/lib/chromium.ts). As root, install it with apt-get; otherwise
// say in one line how. A CHROMIUM_PATH that exists is used as it is.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL } from './lib/chromium.ts';

const chosen = process.env.CHROMIUM_PATH;

if (chosen) {
  if (!existsSync(chosen)) {
    console.error(`CHROMIUM_PATH is ${chosen}, which does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(HEADLESS_SHELL)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium's headless shell not found at ${HEADLESS_SHELL}: run 'sudo apt-get install -y chromium-headless-shell' (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log(`Chromium's headless shell not found at ${HEADLESS_SHELL}; installing Debian's chromium-headless-shell with apt-get…`);
  const apt = { stdio: 'inherit' as const, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell'], apt);
  if (!existsSync(HEADLESS_SHELL)) {
    console.error(`apt-get finished but ${HEADLESS_SHELL} is still missing; set CHROMIUM_PATH to a Chromium's path.`);
    process.exit(1);
  }
}
