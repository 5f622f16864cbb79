// Before the browser tests: make sure Debian's Chromium is there (Playwright cannot download
// browsers here). As root, install it with apt-get; otherwise say in one line how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${chromium}: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log(`Chromium not found at ${chromium}; installing Debian's chromium with apt-get…`);
  const apt = { stdio: 'inherit' as const, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], apt);
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing; set CHROMIUM_PATH to the browser's path.`);
    process.exit(1);
  }
}
