// Which Chromium the browser tests and the bench drive. Playwright cannot download browsers here, so
// both use Debian's. The tests: its headless shell (package chromium-headless-shell, the same browser
// engine without the desktop shell; what Playwright itself runs for headless tests) when installed,
// else the full `chromium`; the headless shell needs about 40% less CPU per test on two cores. The
// bench (Lighthouse): the full `chromium` only, in its new headless mode (`--headless=new`, which the
// old headless shell does not have), so its figures stay comparable from run to run. CHROMIUM_PATH
// wins for both.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** What a command needs: the browser it runs, and the Debian package that installs it there. */
export interface ChromiumNeed {
  path: string;
  debianPackage: string;
}

/** The browser executable for the tests: CHROMIUM_PATH, else Debian's headless shell, else Debian's chromium. */
export function testChromium(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/** The browser executable for Lighthouse (`npm run bench`): CHROMIUM_PATH, else Debian's chromium. */
export function benchChromium(): string {
  return process.env.CHROMIUM_PATH || FULL_CHROMIUM;
}

/** What `npm test` (`tests`) and `npm run bench` (`bench`) install when no CHROMIUM_PATH is given. */
export const CHROMIUM_NEEDS: Record<'tests' | 'bench', ChromiumNeed> = {
  tests: { path: HEADLESS_SHELL, debianPackage: 'chromium-headless-shell' },
  bench: { path: FULL_CHROMIUM, debianPackage: 'chromium' },
};
