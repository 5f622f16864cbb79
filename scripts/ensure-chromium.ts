// Before the browser tests (`pretest:e2e`) and the Lighthouse bench (`prebench`, with the argument
// `bench`): make sure the Debian Chromium they drive is there (Playwright cannot download browsers
// here; see scripts/lib/chromium.ts). Both drive the headless shell (once the bench drove the full
// chromium, which the tests never installed: `spawn /usr/bin/chromium ENOENT` on a fresh machine);
// a fresh machine has none. As root, install the missing package with apt-get; otherwise say in one
// line how. A CHROMIUM_PATH that exists is used as it is.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_NEEDS } from './lib/chromium.ts';

const forWhat = process.argv[2] ?? 'tests';
if (forWhat !== 'tests' && forWhat !== 'bench') {
  console.error(`ensure-chromium: unknown use '${forWhat}' (tests or bench).`);
  process.exit(2);
}
const { path, debianPackage } = CHROMIUM_NEEDS[forWhat];
const chosen = process.env.CHROMIUM_PATH;

if (chosen) {
  if (!existsSync(chosen)) {
    console.error(`CHROMIUM_PATH is ${chosen}, which does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${path}: run 'sudo apt-get install -y ${debianPackage}' (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.log(`Chromium not found at ${path}; installing Debian's ${debianPackage} with apt-get…`);
  const apt = { stdio: 'inherit' as const, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], apt);
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing; set CHROMIUM_PATH to a Chromium's path.`);
    process.exit(1);
  }
}
