// Which Chromium the browser tests and the bench drive. Playwright cannot download browsers here, so
// both use Debian's headless shell (package chromium-headless-shell: the same browser engine as
// Debian's `chromium`, Blink and V8 of the same version, without the desktop browser around it; what
// Playwright itself runs for headless tests). The tests: the headless shell when installed, else the
// full `chromium`; the shell needs about 40% less CPU per test on two cores (decision 007). The
// bench (Lighthouse): the headless shell only, so its figures stay comparable from run to run. The
// full browser's new headless mode draws a hidden window whose omnibox popup (a WebUI page in a
// renderer of its own) and browser process work on every navigation, at the moment the measured page
// commits: on two cores that put the bare reference page under 100 in about one run in three; in
// the shell, in none of its 82 runs of a full bench (decision 048). CHROMIUM_PATH wins for both.
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

/** The browser executable for Lighthouse (`npm run bench`): CHROMIUM_PATH, else Debian's headless shell. */
export function benchChromium(): string {
  return process.env.CHROMIUM_PATH || HEADLESS_SHELL;
}

/** What `npm test` (`tests`) and `npm run bench` (`bench`) install when no CHROMIUM_PATH is given: the same package. */
export const CHROMIUM_NEEDS: Record<'tests' | 'bench', ChromiumNeed> = {
  tests: { path: HEADLESS_SHELL, debianPackage: 'chromium-headless-shell' },
  bench: { path: HEADLESS_SHELL, debianPackage: 'chromium-headless-shell' },
};
