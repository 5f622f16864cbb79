// Sends the Contact Us form to /api/contact as JSON and shows the outcome in the page, in the
// page's language (texts come from data-* attributes rendered by ContactForm.astro).
import type { RequestLang } from '../../worker/contract/enums.ts';
import { api, apiFailure } from '../lib/api-client.ts';

type FieldName = 'name' | 'telephone' | 'email' | 'message';
const FIELDS: readonly FieldName[] = ['name', 'telephone', 'email', 'message'];

function newIdempotencyKey(): string {
  return `contact-${crypto.randomUUID()}`;
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
  let idempotencyKey = newIdempotencyKey();

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
    try {
      const response = await api.contact.$post(
        { json: { ...body, website: honeypot?.value ?? '', lang } },
        { headers: { 'Accept-Language': lang, 'Idempotency-Key': idempotencyKey } },
      );
      if (response.ok) {
        form.reset();
        idempotencyKey = newIdempotencyKey();
        showStatus('success', text.success ?? '');
        return;
      }
      const fields = (await apiFailure(response)).error?.fields ?? {};
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
    } catch {
      showStatus('failure', text.failure ?? '');
    } finally {
      submit.disabled = false;
      submit.textContent = submitLabel;
    }
  });
}
