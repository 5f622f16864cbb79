// The new text of a customer's e-mail reply: quoted history, attributions, Outlook's header blocks,
// signatures and phone lines removed, in English and French; the customer's own words kept, trip
// details that look like headers included; the length cut between characters.
import { describe, expect, it } from 'vitest';
import { cutText, newText } from './new-text.ts';

const MAX = 5000;
const lines = (...all: string[]) => all.join('\r\n');

describe('newText', () => {
  it('keeps what is above a Gmail-style attribution and its quote, wrapped over two lines', () => {
    const body = lines(
      'Yes, 7:30 is fine for us.',
      '',
      'Thanks',
      '',
      'On Tue, 24 Nov 2026 at 10:00, Paris Elite Chauffeur <',
      'reply+16-fw8-abcdefghijklmnopqrstuvwxyz@reply.example.fr> wrote:',
      '',
      '> Dear Claire,',
      '> could the pickup be at 7:30?',
    );
    expect(newText(body, MAX)).toBe('Yes, 7:30 is fine for us.\n\nThanks');
  });

  it('stops at the French attribution and at an unmarked history after it', () => {
    const body = lines(
      'Parfait, merci !',
      '',
      'Le mar. 24 nov. 2026 à 10:00, Paris Elite Chauffeur <',
      'contact@example.fr> a écrit :',
      'Bonjour Claire,',
      'Votre devis…',
    );
    expect(newText(body, MAX)).toBe('Parfait, merci !');
  });

  it('keeps an answer written below the quote (bottom-posting) and between quoted lines', () => {
    const body = lines('On Mon, 23 Nov 2026, Office <o@example.fr> wrote:', '> How many bags?', 'Three bags.', '> And the flight?', 'AF 1234.');
    expect(newText(body, MAX)).toBe('Three bags.\nAF 1234.');
  });

  it('stops at Outlook’s separators and header blocks, in English and French', () => {
    expect(newText(lines('See you then.', '', '-----Original Message-----', 'From: Office', 'Hello'), MAX)).toBe('See you then.');
    expect(newText(lines('À demain.', '', "-----Message d'origine-----", 'De : Office'), MAX)).toBe('À demain.');
    expect(newText(lines('OK for me.', '________________________________', 'From: Paris Elite Chauffeur <contact@example.fr>', 'Sent: Tuesday'), MAX)).toBe(
      'OK for me.',
    );
    expect(
      newText(
        lines(
          'D’accord.',
          '',
          '*De :* Paris Elite Chauffeur <contact@example.fr>',
          '*Envoyé :* mardi 24 novembre 2026 10:00',
          '*À :* Claire',
          '*Objet :* Votre devis',
          'Bonjour',
        ),
        MAX,
      ),
    ).toBe('D’accord.');
  });

  it('keeps a trip written like headers: From, To and Date without a Subject are the customer’s', () => {
    const body = lines('Another transfer please:', 'From: Orly airport', 'To: Hotel Ritz', 'Date: 12 December, 18:40');
    expect(newText(body, MAX)).toBe('Another transfer please:\nFrom: Orly airport\nTo: Hotel Ritz\nDate: 12 December, 18:40');
  });

  it('drops the signature and a phone’s line', () => {
    expect(newText(lines('Thank you!', '', '-- ', 'Claire Martin', '+33 6 00 00 00 00'), MAX)).toBe('Thank you!');
    expect(newText(lines('Merci', '--', 'Claire'), MAX)).toBe('Merci');
    expect(newText(lines('Fine.', '', 'Sent from my iPhone'), MAX)).toBe('Fine.');
    expect(newText(lines('Très bien.', '', 'Envoyé de mon iPhone', ''), MAX)).toBe('Très bien.');
  });

  it('leaves nothing of a reply that only quotes, and drops control characters', () => {
    expect(newText(lines('> quoted only', '>> deeper'), MAX)).toBe('');
    expect(newText('Hello\u0000 there\u200b\u0007', MAX)).toBe('Hello there');
    expect(newText('\n\n\nOne\n\n\n\nTwo\n\n', MAX)).toBe('One\n\nTwo');
  });

  it('cuts a long text to the limit, ending with an ellipsis', () => {
    const text = newText('a'.repeat(6000), MAX);
    expect(text).toHaveLength(MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('cutText', () => {
  it('never cuts a character in two', () => {
    const text = cutText('🚗'.repeat(10), 6);
    expect(text).toBe('🚗🚗…');
    expect(text.length).toBeLessThanOrEqual(6);
    expect(cutText('short', 6)).toBe('short');
  });
});
