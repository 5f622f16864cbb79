// Filling a text's `{name}` placeholders: the one filler of the site, the wizard, the API and the
// e-mails. A module without dictionaries, so the browser code can use it without carrying any words.

/** `text` with its `{name}` placeholders filled from `vars`; unknown placeholders stay as they are. */
export function fillPlaceholders(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
