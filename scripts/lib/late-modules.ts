// A Vite plugin: `import url from './module.ts?late'` gives the URL of that module built as a script
// file of its own (with what it imports), which the importing script loads with `import(url)` when
// it is needed. A literal `import('./module.ts')` would do the same, but Astro writes a page's
// bundled <script> inline only when its chunk imports nothing, statically or dynamically; a script
// that only loads something later would then be a file of its own, asked for on the first screen's
// way (decision 048). With `?late` the chunk holds only a string, so the small script that waits for
// the visitor stays inside the HTML, and the module comes on first use.
import type { Plugin } from 'vite';

const SUFFIX = '?late';
const PREFIX = '\0late:';

export function lateModules(): Plugin {
  let base = '/';
  let serving = false;
  const references = new Set<string>();
  return {
    name: 'late-modules',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      return `${PREFIX}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const target = id.slice(PREFIX.length);
      // `astro dev` serves every module by its path; there is no bundle to emit into.
      if (serving) return `export default ${JSON.stringify(`/@fs${target}`)};`;
      const reference = this.emitFile({ type: 'chunk', id: target, preserveSignature: 'strict' });
      references.add(reference);
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    // From the site's root, not relative to the importing chunk: the script runs inline in a page at any path.
    resolveFileUrl({ referenceId, fileName }) {
      return references.has(referenceId) ? JSON.stringify(`${base.endsWith('/') ? base : `${base}/`}${fileName}`) : null;
    },
  };
}
