// The content strings' only markup, `[label](target)`, split into text and link parts so that a
// component renders each part as its own escaped node (never as raw HTML).
import { localizedPath, type Lang } from '../../i18n/index.ts';

export type InlinePart = { kind: 'text'; text: string } | { kind: 'link'; label: string; target: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** The text and link parts of `text`, in order; adjacent text is never split. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, target] = match as unknown as [string, string, string];
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', label, target });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * The href of a link target in `lang`: site paths are localized ('/privacy' → '/fr/privacy'),
 * anchors, mailto:, tel: and https: addresses are kept. Any other target (javascript:, '//host',
 * relative paths) gives null, and the label is then shown as plain text.
 */
export function linkHref(target: string, lang: Lang): string | null {
  if (target.startsWith('#') || target.startsWith('mailto:') || target.startsWith('tel:') || target.startsWith('https://')) {
    return target;
  }
  if (target.startsWith('/') && !target.startsWith('//')) {
    const hashAt = target.indexOf('#');
    const path = hashAt === -1 ? target : target.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : target.slice(hashAt);
    return `${localizedPath(path, lang)}${hash}`;
  }
  return null;
}
