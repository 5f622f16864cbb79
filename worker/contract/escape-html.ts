// The one HTML escaper (e-mails, the sitemap, the rendered portfolio; React and Astro escape the
// pages themselves), and headers: customer text never becomes markup or a new header. Browser-safe.
import { oneLine } from './text-rules.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Escaped, with line breaks kept as <br>. */
export function escapeHtmlMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

/** One line, no control characters: safe in a Subject or any other header (the contract's rule, shared with the request schemas). */
export function headerSafe(value: string): string {
  return oneLine(value);
}
