// Ambient (this file imports nothing): `import url from './module.ts?late'` (scripts/lib/late-modules.ts).
/** A module's URL, built as a script file of its own to load later. */
declare module '*?late' {
  const url: string;
  export default url;
}
