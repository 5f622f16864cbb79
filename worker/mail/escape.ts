// Escaping for e-mail bodies and headers: customer text never becomes markup or a new header.
import { oneLine } from '../contract/text-rules.ts';

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
