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
  /** One fact set apart under the heading, large (a booking's reference); escaped here. */
  highlight?: [label: string, value: string];
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
  /**
   * The customer's own request page (their request, its offer, paying online): a block with a
   * button after the message, in the e-mail's language; none when absent. Escaped here.
   */
  requestPageUrl?: string;
}

/** The highlighted fact: its label small, its value large, as a customer looks it up again (a reference). */
function highlightHtml([label, value]: [string, string]): string {
  return `<p style="margin:0 0 18px;padding:12px 16px;background:#f6f3ee;border-left:4px solid #e3c17a;line-height:1.4">${escapeHtml(label)}<br><strong style="font-size:22px;letter-spacing:.03em;color:#0f1a2e">${escapeHtml(value)}</strong></p>`;
}

/** The request page's block: a heading, one sentence and a button-like link (a table cell, as e-mail clients draw buttons). */
function requestPageHtml(lang: Lang, url: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 22px;border:1px solid #e3c17a;border-radius:8px;background:#fbf8f2">
<tr><td style="padding:18px 20px">
<h2 style="margin:0 0 8px;font-size:17px;color:#0f1a2e">${escapeHtml(t(lang, 'requestPageEmail.heading'))}</h2>
<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(t(lang, 'requestPageEmail.intro'))}</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:6px;background:#0f1a2e"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;border-radius:6px;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(t(lang, 'requestPageEmail.button'))}</a></td></tr></table>
</td></tr></table>`;
}

/** The same block in the text alternative: the link on a line of its own, which mail readers make clickable. */
const requestPageText = (lang: Lang, url: string): string[] => [t(lang, 'requestPageEmail.heading'), t(lang, 'requestPageEmail.intro'), url, ''];

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
${parts.heading ? `<h1 style="margin:0 0 16px;font-size:20px;color:#0f1a2e">${escapeHtml(parts.heading)}</h1>` : ''}${parts.highlight ? `\n${highlightHtml(parts.highlight)}` : ''}
${parts.paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtmlMultiline(p)}</p>`).join('\n')}${parts.body ? `\n<div style="line-height:1.5">${parts.body.html}</div>` : ''}${parts.requestPageUrl ? `\n${requestPageHtml(parts.lang, parts.requestPageUrl)}` : ''}
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
    ...(parts.highlight ? [t(parts.lang, 'email.detailRow', { label: parts.highlight[0], value: parts.highlight[1] }), ''] : []),
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.body ? [parts.body.text, ''] : []),
    ...(parts.requestPageUrl ? requestPageText(parts.lang, parts.requestPageUrl) : []),
    // 'Name: …'; French typography puts a no-break space before the colon: « Nom : … ».
    ...details.map(([label, value]) => t(parts.lang, 'email.detailRow', { label, value })),
    ...(details.length ? [''] : []),
    ...closing.flatMap((p) => [p, '']),
    '--',
    `${company.name} · ${company.phoneDisplay} · ${company.email}`,
  ].join('\n');

  return { subject: headerSafe(parts.subject), html, text };
}
