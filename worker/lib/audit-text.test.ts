import { describe, expect, it } from 'vitest';
import { auditText } from './audit-text.ts';

describe('auditText', () => {
  it('keeps an ordinary user agent as it is', () => {
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    expect(auditText(agent, 256)).toBe(agent);
  });

  it('turns line breaks, other controls and direction marks into single spaces', () => {
    expect(auditText('curl/8\r\nX-Forged: yes\u0000\u001b[31m', 256)).toBe('curl/8 X-Forged: yes [31m');
    expect(auditText('evil\u202egnp.exe\u2066x\u2069', 256)).toBe('evil gnp.exe x');
  });

  it('cuts to the limit without splitting a character made of two code units', () => {
    expect(auditText('a'.repeat(1000), 256)).toHaveLength(256);
    expect(auditText('😀😀😀', 2)).toBe('😀😀');
  });

  it('makes nothing of a missing header', () => {
    expect(auditText(undefined, 256)).toBe('');
    expect(auditText(null, 256)).toBe('');
  });
});
