// The reply sanitiser's pure helpers, in Node: character references and the link addresses a reply
// may keep. sanitizeReplyHtml itself needs the runtime's HTML parser: tests/api/reply-sanitiser.spec.ts.
import { describe, expect, it } from 'vitest';
import { decodeEntities, safeHref } from './sanitize-html.ts';

describe('decodeEntities', () => {
  it('decodes named, decimal and hexadecimal references, and leaves unknown ones as written', () => {
    expect(decodeEntities('&lt;b&gt; &amp;amp; &quot;&#39;&apos; &eacute;&#233;&#xE9;&#X1F600; &unknown; &amp')).toBe("<b> &amp; \"'' ééé😀 &unknown; &amp");
    expect(decodeEntities('&#0;&#xD800;&#1114112;')).toBe('\ufffd\ufffd\ufffd');
    expect(decodeEntities('&constructor; &__proto__;')).toBe('&constructor; &__proto__;');
  });
});

describe('safeHref', () => {
  it('keeps http(s) links with a host, mailto and tel', () => {
    expect(safeHref('https://pay.example.com/a?b=1&amp;c=2')).toBe('https://pay.example.com/a?b=1&c=2');
    expect(safeHref('  HTTP://Example.com ')).toBe('http://example.com/');
    expect(safeHref('mailto:contact@example.com')).toBe('mailto:contact@example.com');
    expect(safeHref('tel:+33184604210')).toBe('tel:+33184604210');
  });

  it('refuses every other scheme, however it is disguised, and relative addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'file:///etc/passwd',
      '//evil.example.com/',
      '/admin',
      'pay.example.com',
      'https://',
      '',
      `https://example.com/${'a'.repeat(3000)}`,
    ]) {
      expect(safeHref(href), href).toBeNull();
    }
  });
});
