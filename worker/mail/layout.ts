// One branded layout for every e-mail, rendered as HTML and plain text from the same parts.
import { company } from '../contract/company.ts';
import { escapeHtml, escapeHtmlMultiline, headerSafe } from '../contract/escape-html.ts';
import { t, type Lang } from '../contract/i18n/index.ts';
import type { SanitizedHtml } from './sanitize-html.ts';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export interface EmailParts {
  lang: Lang;
  subject: string;
  /** The title above the message; none when ''. */
  heading: string;
  /** Plain text paragraphs (escaped here). */
  paragraphs: string[];
  /**
   * A message written as HTML (the admin's reply), after the paragraphs: only what
   * sanitizeReplyHtml made is accepted, with its own text alternative.
   */
  body?: SanitizedHtml;
  /** Label → value rows (escaped here); empty values are left out. */
  details?: Array<[label: string, value: string]>;
  /** Plain text after the details (escaped here). */
  closing?: string[];
}

export function renderEmail(parts: EmailParts): EmailContent {
  const details = (parts.details ?? []).filter(([, value]) => value.trim() !== '');
  const closing = parts.closing ?? [];
  const html = `<!doctype html>
<html lang="${parts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1c2230">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0f1a2e;color:#e3c17a;padding:20px 28px;font-size:18px;letter-spacing:.04em">${escapeHtml(company.name)}</td></tr>
<tr><td style="padding:28px">
${parts.heading ? `<h1 style="margin:0 0 16px;font-size:20px;color:#0f1a2e">${escapeHtml(parts.heading)}</h1>` : ''}
${parts.paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtmlMultiline(p)}</p>`).join('\n')}${parts.body ? `\n<div style="line-height:1.5">${parts.body.html}</div>` : ''}
${
  details.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:8px 0 18px">
${details
  .map(
    ([label, value]) =>
      `<tr><th scope="row" align="left" style="padding:8px 12px 8px 0;border-bottom:1px solid #ece6dc;font-weight:600;vertical-align:top;width:38%">${escapeHtml(label)}</th><td style="padding:8px 0;border-bottom:1px solid #ece6dc;line-height:1.5">${escapeHtmlMultiline(value)}</td></tr>`,
  )
  .join('\n')}
</table>`
    : ''
}
${closing.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtmlMultiline(p)}</p>`).join('\n')}
</td></tr>
<tr><td style="padding:18px 28px;background:#f6f3ee;font-size:13px;color:#4a5160;line-height:1.5">${escapeHtml(company.name)} · ${escapeHtml(company.phoneDisplay)} · <a href="mailto:${escapeHtml(company.email)}" style="color:#0f1a2e">${escapeHtml(company.email)}</a></td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    ...(parts.heading ? [parts.heading, ''] : []),
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.body ? [parts.body.text, ''] : []),
    // 'Name: …'; French typography puts a no-break space before the colon: « Nom : … ».
    ...details.map(([label, value]) => t(parts.lang, 'email.detailRow', { label, value })),
    ...(details.length ? [''] : []),
    ...closing.flatMap((p) => [p, '']),
    '--',
    `${company.name} · ${company.phoneDisplay} · ${company.email}`,
  ].join('\n');

  return { subject: headerSafe(parts.subject), html, text };
}
