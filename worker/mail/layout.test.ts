// The layout's request page block: present only when asked for, in the e-mail's language, in the
// HTML and in the text alternative, its link escaped like every other value.
import { describe, expect, it } from 'vitest';
import { renderEmail, type EmailParts } from './layout.ts';

const parts = (overrides: Partial<EmailParts> = {}): EmailParts => ({
  lang: 'en',
  subject: 'Your quote request TR-2026-0007',
  heading: 'Thank you for your request',
  paragraphs: ['We have received your request.'],
  details: [['Quote number', 'TR-2026-0007']],
  closing: ['Kind regards'],
  ...overrides,
});

const URL_WITH_QUERY = 'https://www.paris-elite-chauffeur.fr/request/tok_abc?lang=en&from=email';

describe('renderEmail: the request page block', () => {
  it('is left out when there is no link, and the e-mail is what it was', () => {
    const without = renderEmail(parts());
    expect(renderEmail(parts({ requestPageUrl: undefined }))).toEqual(without);
    expect(renderEmail(parts({ requestPageUrl: '' }))).toEqual(without);
    expect(without.html).not.toContain('Your request page');
    expect(without.text).not.toContain('Your request page');
  });

  it('shows a heading, one sentence and a link with the escaped URL, in English', () => {
    const { html, text } = renderEmail(parts({ requestPageUrl: URL_WITH_QUERY }));
    expect(html).toContain('Your request page</h2>');
    expect(html).toContain('See your request, its offer and pay securely online.');
    expect(html).toContain('href="https://www.paris-elite-chauffeur.fr/request/tok_abc?lang=en&amp;from=email"');
    expect(html).toContain('>Open your request page</a>');
    expect(text).toContain(['Your request page', 'See your request, its offer and pay securely online.', URL_WITH_QUERY].join('\n'));
  });

  it('speaks French in a French e-mail', () => {
    const { html, text } = renderEmail(parts({ lang: 'fr', requestPageUrl: URL_WITH_QUERY }));
    expect(html).toContain('Votre espace demande</h2>');
    expect(html).toContain('>Ouvrir votre espace demande</a>');
    expect(text).toContain('Votre espace demande\nConsultez votre demande et son offre, et payez en ligne en toute sécurité.\n');
  });

  it('cannot be broken out of: quotes and angle brackets in the URL stay inside the attribute', () => {
    const { html } = renderEmail(parts({ requestPageUrl: 'https://example.test/"><script>alert(1)</script>' }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://example.test/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('comes after the message and before the details', () => {
    const { html, text } = renderEmail(parts({ requestPageUrl: URL_WITH_QUERY }));
    expect(html.indexOf('We have received your request.')).toBeLessThan(html.indexOf('Your request page'));
    expect(html.indexOf('Your request page')).toBeLessThan(html.indexOf('Quote number'));
    expect(text.indexOf('Your request page')).toBeLessThan(text.indexOf('Quote number'));
  });
});

describe('renderEmail: the highlighted fact', () => {
  it('sets one fact apart under the heading, escaped, and writes it as a labelled line in the text', () => {
    const { html, text } = renderEmail(parts({ lang: 'fr', highlight: ['Référence de réservation', 'PEC-2026-<0001>'] }));
    expect(html).toContain('Référence de réservation<br><strong');
    expect(html).toContain('PEC-2026-&lt;0001&gt;</strong>');
    expect(text).toContain('Référence de réservation\u00a0: PEC-2026-<0001>\n');
  });
});
