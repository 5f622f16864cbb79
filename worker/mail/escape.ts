// Escaping for e-mail bodies and headers: customer text never becomes markup or a new header.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Escaped, with line breaks kept as <br>. */
export function escapeHtmlMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');
}

/** One line, no control characters: safe in a Subject or any other header. */
export function headerSafe(value: string): string {
  return (
    value
      // Bidirectional controls reorder what the reader sees (a subject that reads backwards).
      .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
