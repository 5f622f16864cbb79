import { describe, expect, it } from 'vitest';
import { decodeEntities, safeHref, sanitizeReplyHtml, tokenize } from './sanitize-html.ts';
import { replyMessageHtml } from '../contract/reply-templates.ts';

const html = (input: string) => sanitizeReplyHtml(input).html;
const text = (input: string) => sanitizeReplyHtml(input).text;

/** No markup a mail client could run or load: no script, handler, style, frame, form or foreign element, no dangerous URL. */
function expectInert(output: string) {
  expect(output).not.toMatch(/<(?!\/?(p|br|strong|em|b|i|u|ul|ol|li|h2|h3|h4|blockquote)>|a href="(https?|mailto|tel):[^"]*">|\/a>)/i);
  expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(output).not.toMatch(/\son\w+=/i);
}

describe('tokenize', () => {
  it('splits text, start tags with attributes in any quoting, and end tags', () => {
    expect(tokenize(`a<P Class=x data-y='1 2' href="h>i" checked/>b</P >`)).toEqual([
      { type: 'text', value: 'a' },
      {
        type: 'start',
        name: 'p',
        attributes: [
          ['class', 'x'],
          ['data-y', '1 2'],
          ['href', 'h>i'],
          ['checked', ''],
        ],
      },
      { type: 'text', value: 'b' },
      { type: 'end', name: 'p' },
    ]);
  });

  it('drops comments, doctypes, processing instructions and bogus end tags', () => {
    expect(tokenize('<!doctype html>a<!-- <script>x</script> -->b<?php echo ?>c</ x>d</>e')).toEqual([{ type: 'text', value: 'abcde' }]);
  });

  it('keeps a < that starts no tag as text', () => {
    expect(tokenize('1 < 2 and 3 <= 4 <3')).toEqual([{ type: 'text', value: '1 < 2 and 3 <= 4 <3' }]);
  });

  it('drops a tag the input ends inside, and everything after it, as a browser does', () => {
    expect(tokenize('ok <a href="x')).toEqual([{ type: 'text', value: 'ok ' }]);
    expect(tokenize('ok <img src=x onerror=alert(1)')).toEqual([{ type: 'text', value: 'ok ' }]);
    expect(tokenize('ok </p')).toEqual([{ type: 'text', value: 'ok ' }]);
    expect(tokenize('ok <!-- never closed <b>x</b>')).toEqual([{ type: 'text', value: 'ok ' }]);
  });

  it('skips the content of scripts, styles and the like up to their end tag, whatever it holds', () => {
    expect(tokenize('a<script>if (a < b) document.write("</p><b>")</script >b')).toEqual([{ type: 'text', value: 'ab' }]);
    expect(tokenize('a<STYLE>p{}</style>b<textarea><b>x</b></textarea>c')).toEqual([{ type: 'text', value: 'abc' }]);
    // Unclosed: the rest is dropped.
    expect(tokenize('a<script>alert(1)<p>b')).toEqual([{ type: 'text', value: 'a' }]);
    // '</scriptx>' does not end a script.
    expect(tokenize('<script>x</scriptx>y</script>z')).toEqual([{ type: 'text', value: 'z' }]);
  });
});

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

describe('sanitizeReplyHtml', () => {
  it('keeps the allowlisted formatting, without attributes', () => {
    const input =
      '<h2 style="color:red">Title</h2><p class="x" id="y">Hello <strong>bold</strong> <em>it</em> <b>b</b> <i>i</i> <u>u</u><br/>next</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>quote</blockquote><h3>h3</h3><h4>h4</h4>';
    expect(html(input)).toBe(
      '<h2>Title</h2><p>Hello <strong>bold</strong> <em>it</em> <b>b</b> <i>i</i> <u>u</u><br>next</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>quote</blockquote><h3>h3</h3><h4>h4</h4>',
    );
  });

  it('keeps safe links with their href only, and turns unsafe ones into their text', () => {
    expect(html('<a href="https://pay.example.com/x?a=1&amp;b=2" target="_blank" onclick="steal()">Pay</a>')).toBe(
      '<a href="https://pay.example.com/x?a=1&amp;b=2">Pay</a>',
    );
    expect(html('<a href="mailto:contact@example.com">write</a> <a href=\'tel:+33184604210\'>call</a>')).toBe(
      '<a href="mailto:contact@example.com">write</a> <a href="tel:+33184604210">call</a>',
    );
    expect(html('<a href="javascript:alert(1)">click</a> <a>no href</a> <a href="/relative">rel</a>')).toBe('click no href rel');
    // A link inside a link closes the first, as in HTML.
    expect(html('<a href="https://a.example">a<a href="https://b.example">b</a></a>')).toBe(
      '<a href="https://a.example/">a</a><a href="https://b.example/">b</a>',
    );
  });

  it('drops other tags and keeps their text; div and other headings take the nearest allowed kind', () => {
    expect(html('<span style="x">a</span><font color=red>b</font><img src=x alt=y><table><tr><td>c</td></tr></table>')).toBe('abc');
    expect(html('<div>first</div><div>second</div><h1>big</h1><h6>small</h6>')).toBe('<p>first</p><p>second</p><h2>big</h2><h4>small</h4>');
  });

  it('neutralises script, style, frames, event handlers and dangerous URLs', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
      '<script>alert(1)',
      '<scr<script>ipt>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<p onmouseover="alert(1)">hover</p>',
      '<p/onclick=alert(1)>x</p>',
      '<svg onload=alert(1)><script>alert(1)</script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<object data="data:text/html,<script>alert(1)</script>"></object>',
      '<embed src="javascript:alert(1)">',
      '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
      '<link rel=stylesheet href=https://evil.example/x.css>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="javascript:/">',
      '<form action="https://evil.example"><input name=x><button>go</button></form>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
      '<a href="vbscript:x">x</a>',
      '<a href="https://ok.example" onclick="alert(1)" style="x">ok</a>',
      '<a href="https://ok.example/"onclick=alert(1)>ok</a>',
      '<a href=https://ok.example/?q=" onclick=alert(1)">ok</a>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<![CDATA[<script>alert(1)</script>]]>',
      '<p>unclosed <b>bold <i>both',
      '"><script>alert(1)</script>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '<<script>script>alert(1)<</script>/script>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<template><script>alert(1)</script></template>',
      '<textarea></textarea><script>alert(1)</script>',
      '<title><script>alert(1)</script></title>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<div style="behavior:url(x.htc)">x</div>',
      '<a href="https://ok.example">\u0000<script>alert(1)</script></a>',
      '<x onclick=alert(1)>x</x>',
    ];
    for (const attack of attacks) {
      const output = html(attack);
      expectInert(output);
      expect(output, attack).not.toMatch(/<script|<img|<iframe|<svg|<style|<object|<embed|<link|<meta|<form|<base/i);
    }
  });

  it('writes what was text as text: escaped entities stay escaped, raw quotes and brackets are escaped', () => {
    expect(html('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html('Tom & Jerry "quoted" \'single\' 1 < 2 > 0')).toBe('Tom &amp; Jerry &quot;quoted&quot; &#39;single&#39; 1 &lt; 2 &gt; 0');
    expect(html('caf&eacute; &euro;450 &#8364; &nbsp;&unknown;')).toBe('café €450 € \u00a0&amp;unknown;');
    expect(html('a\u0000b\u0007c\u009fd')).toBe('abcd');
  });

  it('balances what it keeps: unclosed tags are closed, stray end tags ignored, misnested tags closed in order', () => {
    expect(html('<p>unclosed <b>bold <i>both')).toBe('<p>unclosed <b>bold <i>both</i></b></p>');
    expect(html('</b></p>text</li></a>')).toBe('text');
    expect(html('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
    expect(html('<p>one<p>two<ul><li>a<li>b</ul>')).toBe('<p>one</p><p>two</p><ul><li>a</li><li>b</li></ul>');
    expect(html('<p></p><b></b>x<p> </p>')).toBe('x<p> </p>');
  });

  it('flattens absurd nesting instead of following it', () => {
    const deep = '<b>'.repeat(500) + 'x' + '</b>'.repeat(500);
    const output = html(deep);
    expect(output.match(/<b>/g)).toHaveLength(24);
    expect(output).toContain('x');
    expect(output.match(/<\/b>/g)).toHaveLength(24);
  });

  it('is idempotent and leaves the dashboard’s own HTML as it is', () => {
    const message = 'Dear Claire,\n\nPay here: https://pay.example.com/a?b=1&c=2.\nThank you & see you soon <3\n\nKind regards,\nThe team';
    const dashboard = replyMessageHtml(message);
    expect(html(dashboard)).toBe(dashboard);
    const messy = '<div>Hi <b>there<a href="https://x.example">link</a></div><p>para<br>line';
    expect(html(html(messy))).toBe(html(messy));
  });

  it('writes the text alternative: paragraphs, line breaks, list items, link addresses', () => {
    expect(
      text(
        '<h2>Your booking</h2><p>Dear   Claire,<br>\n  thank you.</p><ul><li>One</li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol><p>Pay <a href="https://pay.example.com/x">here</a>, or at <a href="https://pay.example.com/y">https://pay.example.com/y</a> or <a href="mailto:a@example.com">a@example.com</a>.</p>',
      ),
    ).toBe(
      [
        'Your booking',
        '',
        'Dear Claire,',
        'thank you.',
        '',
        '• One',
        '• Two',
        '',
        '1. First',
        '2. Second',
        '',
        'Pay here (https://pay.example.com/x), or at https://pay.example.com/y or a@example.com.',
      ].join('\n'),
    );
    expect(text('Prix&nbsp;: 450&nbsp;€')).toBe('Prix\u00a0: 450\u00a0€');
    expect(text('<script>x</script>  ')).toBe('');
  });

  it('reads input of the largest accepted size quickly, whatever its shape (no quadratic path)', () => {
    const started = Date.now();
    for (const input of [
      '<a'.repeat(50_000),
      '<b>'.repeat(33_000),
      '&lt;'.repeat(25_000),
      '<p>x</p>'.repeat(12_500),
      '<p></p>'.repeat(14_000),
      '<li>'.repeat(25_000),
      '<a href="https://a.example">x</a>'.repeat(3_000),
      `<a href="${'"'.repeat(99_990)}`,
    ]) {
      sanitizeReplyHtml(input);
    }
    // Linear work takes a fraction of this even on a busy machine; a quadratic path takes far longer.
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
