import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isEmailAddress, trimInvisible } from './text-rules.ts';

describe('hasControlCharacters', () => {
  it.each(['\u0000', 'a\u0007b', '\u001b[31m', 'x\u007f', 'C1\u0085', 'tab\there', 'two\nlines', 'cr\r'])('finds one in %j on a single line', (value) => {
    expect(hasControlCharacters(value)).toBe(true);
  });

  it('allows tab and line breaks in multi-line text, nothing else', () => {
    expect(hasControlCharacters('Line one\r\nLine two\tindented', { multiline: true })).toBe(false);
    expect(hasControlCharacters('Line one\u0000', { multiline: true })).toBe(true);
    expect(hasControlCharacters('bell\u0007', { multiline: true })).toBe(true);
  });

  it('lets every printable character through', () => {
    expect(hasControlCharacters('Élodie Marchand-Ôtel, 12 rue de l’Église — 東京 😀')).toBe(false);
  });
});

describe('trimInvisible', () => {
  it('makes a value of nothing but invisible characters blank', () => {
    for (const value of ['\u200b', '\u200b\u200c\u200d\ufeff', ' \u00a0\u2003 ', '\u202e\u2066', '']) expect(trimInvisible(value)).toBe('');
  });

  it('trims them at the ends and keeps what is inside', () => {
    expect(trimInvisible('\u200b Élodie\u00a0Marchand \ufeff')).toBe('Élodie\u00a0Marchand');
  });
});

describe('isEmailAddress (one pattern everywhere)', () => {
  it.each(['ana@example.com', 'first.last+tag@sub.example.fr', "o'brien@example.ie"])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each([
    '<ana@example.com>',
    'ana@example.com, eve@example.com',
    'Ana <ana@example.com>',
    'ana@example',
    'ana@@example.com',
    'ana @example.com',
    '.ana@example.com',
    'ana..b@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %s', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});
