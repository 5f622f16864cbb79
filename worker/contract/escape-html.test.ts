import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlMultiline, headerSafe } from './escape-html.ts';

describe('e-mail escaping', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps line breaks as <br> after escaping', () => {
    expect(escapeHtmlMultiline('one<b>\r\ntwo\nthree')).toBe('one&lt;b&gt;<br>two<br>three');
  });

  it('makes header values one clean line', () => {
    expect(headerSafe('Hello\r\nBcc: evil@example.com\u2028x')).toBe('Hello Bcc: evil@example.com x');
    expect(headerSafe('  spaced   out  ')).toBe('spaced out');
    expect(headerSafe('Invoice \u202egnp.exe\u202c for \u2066you\u2069')).toBe('Invoice gnp.exe for you');
    expect(headerSafe('C1\u0085control')).toBe('C1 control');
  });
});
