// A Vite plugin: the page scripts named here get their own copy of the project modules they import,
// the same file under an id of its own (`…?own-copy`), rather than a chunk shared with other
// scripts. Astro writes a page's bundled <script> inline only when its chunk imports nothing (and
// is under `build.assetsInlineLimit`); the home page's quick booking form imports the Paris-time
// rules that the booking wizard imports too, so Rollup put them in a shared chunk, and the home
// page fetched two script files on its first screen's way (decision 048). The copy costs the
// visitor a kilobyte or two inside the HTML; the source stays one module.
import type { Plugin } from 'vite';

const OWN_COPY = '?own-copy';

export function ownCopies(importers: readonly string[]): Plugin {
  const isOwner = (importer: string) => importer.endsWith(OWN_COPY) || importers.some((path) => importer.split('?')[0]?.endsWith(path));
  return {
    name: 'own-copies',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.') || !isOwner(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return null;
      return { ...resolved, id: `${resolved.id}${OWN_COPY}` };
    },
  };
}
