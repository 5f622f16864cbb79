// Sends the Contact Us form to /api/contact as JSON and shows the outcome in the page, in the
// page's language (texts come from data-* attributes rendered by ContactForm.astro). Opened from an
// excursion's 'Ask a Question' link (?excursion=<title>), it starts the message with a sentence
// naming the excursion.
import type { RequestLang } from '../../worker/contract/enums.ts';
import { fillPlaceholders } from '../../worker/contract/i18n/placeholders.ts';
import { api } from '../lib/api-client.ts';
import { freshIdempotencyKey, postPublicForm } from '../lib/public-form.ts';

type FieldName = 'name' | 'telephone' | 'email' | 'message';
const FIELDS: readonly FieldName[] = ['name', 'telephone', 'email', 'message'];

/** A title in the link longer than this is cut: no excursion's is, and anyone can write a link. */
export const LINKED_TITLE_MAX = 200;

/**
 * The message an 'Ask a Question' link starts with: `template` ('… the excursion “{title}”: ') with
 * the link's ?excursion= title, each run of control, format and space characters made one space,
 * cut to LINKED_TITLE_MAX characters. Null when the link names none. Plain text: it only ever
 * becomes a field's value.
 */
export function askQuestionMessage(template: string, search: string): string | null {
  const linked = new URLSearchParams(search).get('excursion') ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const title = Array.from(linked.replace(/[\u0000-\u001f\u007f-\u009f\p{Cf}\s]+/gu, ' ').trim())
    .slice(0, LINKED_TITLE_MAX)
    .join('')
    .trim();
  return title ? fillPlaceholders(template, { title }) : null;
}

export function enhanceContactForm(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[data-contact-status]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!status || !submit) return;
  const text = form.dataset;
  /** The page's language (ContactForm.astro writes 'en' or 'fr'). */
  const lang: RequestLang = text.lang === 'fr' ? 'fr' : 'en';
  const submitLabel = submit.textContent ?? '';
  // One key per message being written: a double click or a retry after a network error stores it once.
  let idempotencyKey = freshIdempotencyKey('contact');

  const fieldError = (name: FieldName) => form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  const input = (name: FieldName) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

  const clearFieldError = (name: FieldName) => {
    const control = input(name);
    const error = fieldError(name);
    control?.removeAttribute('aria-invalid');
    if (error) {
      error.textContent = '';
      error.hidden = true;
    }
  };

  const showStatus = (kind: 'success' | 'failure', message: string) => {
    status.textContent = message;
    status.dataset.kind = kind;
    status.hidden = false;
    status.setAttribute('role', kind === 'failure' ? 'alert' : 'status');
  };

  for (const name of FIELDS) input(name)?.addEventListener('input', () => clearFieldError(name));

  // Never over what the visitor has already written (a reload keeps a typed message).
  const message = input('message');
  const question = text.excursionMessage ? askQuestionMessage(text.excursionMessage, window.location.search) : null;
  if (message && question && message.value === '') message.value = question;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    for (const name of FIELDS) clearFieldError(name);
    status.hidden = true;

    const value = (name: FieldName) => input(name)?.value ?? '';
    const body = { name: value('name'), telephone: value('telephone'), email: value('email'), message: value('message') };
    const honeypot = form.elements.namedItem('website') as HTMLInputElement | null;
    submit.disabled = true;
    submit.textContent = text.sending ?? submitLabel;
    const outcome = await postPublicForm((options) => api.contact.$post({ json: { ...body, website: honeypot?.value ?? '', lang } }, options), {
      lang,
      idempotencyKey,
    });
    submit.disabled = false;
    submit.textContent = submitLabel;
    if (outcome.ok) {
      form.reset();
      idempotencyKey = freshIdempotencyKey('contact');
      showStatus('success', text.success ?? '');
      return;
    }
    // The server's message for each field it refused sits beside that field; the first takes the focus.
    const fields = outcome.error?.fields ?? {};
    let firstInvalid: HTMLElement | null = null;
    for (const name of FIELDS) {
      const message = fields[name];
      const control = input(name);
      const error = fieldError(name);
      if (!message || !control || !error) continue;
      control.setAttribute('aria-invalid', 'true');
      error.textContent = message;
      error.hidden = false;
      firstInvalid ??= control;
    }
    showStatus('failure', text.failure ?? '');
    firstInvalid?.focus();
  });
}
