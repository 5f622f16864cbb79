// The favicon (public/favicon.svg, 358 bytes) as a data: URI the public pages carry in their <head>,
// so that no request for it joins the first screen's (decision 048).
import favicon from '../../public/favicon.svg?raw';

/** Only what a URL cannot carry as it is gets escaped (quotes, brackets, '#', '%'): the rest stays legible and short. */
export const FAVICON_DATA_URI = `data:image/svg+xml,${favicon
  .trim()
  .replace(/\s*\n\s*/g, '')
  .replace(/[%#<>"]/g, (character) => encodeURIComponent(character))}`;
