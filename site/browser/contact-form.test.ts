import { describe, expect, it } from 'vitest';
import { t } from '../i18n/index.ts';
import { LINKED_TITLE_MAX, askQuestionMessage } from './contact-form.ts';

const EN = t('en', 'excursion.askQuestion.message');
const FR = t('fr', 'excursion.askQuestion.message');

// 'Ask a Question' on an excursion opens /contact-us?excursion=<title>: the message starts for the visitor.
describe('askQuestionMessage', () => {
  it('names the excursion of the link in the page’s language', () => {
    expect(askQuestionMessage(EN, '?excursion=Versailles%20%26%20Giverny')).toBe('Hello, I have a question about the excursion “Versailles & Giverny”: ');
    expect(askQuestionMessage(FR, '?excursion=Versailles')).toBe('Bonjour, j’ai une question sur l’excursion «\u00a0Versailles\u00a0»\u00a0: ');
  });

  it('is null when the link names no excursion', () => {
    expect(askQuestionMessage(EN, '')).toBeNull();
    expect(askQuestionMessage(EN, '?excursion=')).toBeNull();
    expect(askQuestionMessage(EN, '?excursion=%20%0A%09')).toBeNull();
    expect(askQuestionMessage(EN, '?other=1')).toBeNull();
  });

  it('keeps markup as text and never fills a placeholder from the title', () => {
    expect(askQuestionMessage('“{title}”', `?excursion=${encodeURIComponent('<img src=x onerror=alert(1)> {title}')}`)).toBe(
      '“<img src=x onerror=alert(1)> {title}”',
    );
  });

  it('makes line breaks, control and invisible characters single spaces', () => {
    expect(askQuestionMessage('{title}', `?excursion=${encodeURIComponent('Louvre\r\n\u0000by  night\u202e')}`)).toBe('Louvre by night');
  });

  it('cuts a long title, never inside a character', () => {
    const title = askQuestionMessage('{title}', `?excursion=${encodeURIComponent('😀'.repeat(LINKED_TITLE_MAX + 10))}`);
    expect(Array.from(title ?? '')).toHaveLength(LINKED_TITLE_MAX);
    expect(title).toBe('😀'.repeat(LINKED_TITLE_MAX));
  });
});
