// The shape of the legal documents: plain data written once per language, rendered by PolicyPage.

/** The six legal pages; each id is also the page's `page.<id>.*` dictionary prefix. */
export const POLICY_IDS = ['policy', 'bookingPolicy', 'paymentPolicy', 'cancellationPolicy', 'terms', 'privacy'] as const;
export type PolicyId = (typeof POLICY_IDS)[number];

/**
 * One numbered section of a document. Texts are plain strings; the only markup is a link,
 * `[label](target)`, where target is a site path ('/privacy', '/policy#waiting-time'), an anchor in
 * the same document ('#rights'), `mailto:`, `tel:` or an `https://` address. Everything else is text.
 */
export interface PolicySection {
  /** Anchor of the section: kebab-case, the same in every language (links point to it). */
  id: string;
  heading: string;
  /** Paragraphs before the list. */
  paragraphs?: readonly string[];
  /** A bulleted list. */
  items?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

export interface PolicyDocument {
  /** Date of the last change to the document, YYYY-MM-DD (Europe/Paris). */
  updated: string;
  sections: readonly PolicySection[];
}

export type PolicyDocuments = Record<PolicyId, PolicyDocument>;
