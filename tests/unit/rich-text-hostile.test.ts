// @vitest-environment jsdom
/**
 * Hostile HTML read into the editor comes out as safe content: scripts, frames, media and styles
 * go with their content; event handlers, unsafe links and unsafe styles leave only their text;
 * what is written back holds nothing a browser would run or fetch. Pasted documents keep the
 * structure the toolbar can make.
 */
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { richHtmlPurifier } from '../../src/api/contract/rich-html-purifier';
import { htmlToSlate } from '../../src/ui/rich-text/html-to-slate';
import { slateToHtml } from '../../src/ui/rich-text/slate-to-html';

const purify = richHtmlPurifier(DOMPurify(window));
const through = (html: string) => slateToHtml(htmlToSlate(html));

/** Nothing runnable or fetching: no script, handler, frame, embedded object, image, javascript: or url(). */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<(script|iframe|object|embed|svg|math|img|style|link|meta|base|form|input|template)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/url\s*\(|expression\s*\(/i);
}

describe('hostile HTML read into the editor', () => {
  it.each([
    ['a script and its text', '<p>Hello</p><script>alert(1)</script>', '<p>Hello</p>'],
    ['a script inside a paragraph', '<p>Hel<script>document.cookie</script>lo</p>', '<p>Hello</p>'],
    ['an image with onerror', '<p>a<img src=x onerror="alert(1)">b</p>', '<p>ab</p>'],
    ['an event handler on a block', '<p onclick="alert(1)" onmouseover="alert(2)">Click</p>', '<p>Click</p>'],
    ['an event handler on a mark', '<strong onfocus="alert(1)" tabindex="0">Bold</strong>', '<p><strong>Bold</strong></p>'],
    ['an iframe', '<p>Before</p><iframe src="https://evil.test"></iframe><p>After</p>', '<p>Before</p><p>After</p>'],
    ['an srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', '<p></p>'],
    ['object and embed', '<object data="evil.swf"><embed src="evil.swf"></object><p>ok</p>', '<p>ok</p>'],
    ['an SVG with onload', '<svg onload="alert(1)"><script>alert(2)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['a style element', '<style>body { background: url(https://evil.test/x) }</style><p>ok</p>', '<p>ok</p>'],
    ['a form with a button', '<form action="https://evil.test"><input value="x"><button>Go</button></form><p>ok</p>', '<p>ok</p>'],
    ['a meta refresh and a base', '<meta http-equiv="refresh" content="0;url=https://evil.test"><base href="https://evil.test/"><p>ok</p>', '<p>ok</p>'],
    ['a template and noscript', '<template><img src=x onerror=alert(1)></template><noscript><img src=x onerror=alert(1)></noscript><p>ok</p>', '<p>ok</p>'],
    ['a details toggle handler', '<details open ontoggle="alert(1)"><summary>More</summary>Text</details>', '<p>More</p><p>Text</p>'],
  ])('%s', (_, hostile, expected) => {
    const html = through(hostile);
    expect(html).toBe(expected);
    expectHarmless(html);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x0A;script:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'javascript&colon;alert(1)',
    // Relative links mean different things in the admin, the app and the site; tel: is not kept by the server.
    '/about-us',
    'tel:+15550102030',
  ])('a link to %s keeps only its text', (href) => {
    const html = through(`<p>Go <a href="${href}">here</a> now</p>`);
    expect(html).toBe('<p>Go here now</p>');
    expectHarmless(html);
  });

  it.each([
    ['background-image: url(javascript:alert(1)); color: #112233', '<p><span style="color: #112233">styled</span></p>'],
    ['background: url(https://evil.test/track.png)', '<p>styled</p>'],
    ['color: expression(alert(1))', '<p>styled</p>'],
    ['font-family: expression(alert(1))', '<p>styled</p>'],
    ['position: fixed; inset: 0; z-index: 9999; color: rgb(255, 0, 0)', '<p><span style="color: #ff0000">styled</span></p>'],
    ['font-size: 9999px; behavior: url(x.htc)', '<p>styled</p>'],
    ['-moz-binding: url(evil.xml#x); background-color: #FFF', '<p><span style="background-color: #ffffff">styled</span></p>'],
  ])('a style of %s keeps only allowed values', (style, expected) => {
    const html = through(`<p><span style="${style}">styled</span></p>`);
    expect(html).toBe(expected);
    expectHarmless(html);
  });

  it('unknown tags and attributes leave their text only', () => {
    expect(through('<p><marquee onstart="alert(1)">moving</marquee> <blink>text</blink> <x-widget data-x="1">custom</x-widget></p>')).toBe(
      '<p>moving text custom</p>',
    );
    expect(through('<p class="evil" id="x" title="t" data-bind="alert(1)">attributes</p>')).toBe('<p>attributes</p>');
  });

  it('nothing written back is changed by the view’s DOMPurify pass', () => {
    const hostile =
      '<h1 style="text-align:center; background:url(x)">T</h1><p><a href="https://ok.test" onclick="x()" target="_top">ok</a><img src=x onerror=alert(1)></p>';
    const html = through(hostile);
    expect(html).toBe('<h1 style="text-align: center">T</h1><p><a href="https://ok.test">ok</a></p>');
    expect(purify(html)).toBe(html);
  });
});

describe('DOMPurify with the policy, on stored HTML that did not come from the editor', () => {
  it('removes scripts, handlers, frames, unsafe links and styles', () => {
    const clean = purify(
      '<p onclick="alert(1)" style="color:#123456; background-image:url(x)">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><iframe src="x"></iframe><img src=x onerror=alert(1)></p>',
    );
    expect(clean).toBe('<p style="color: #123456">a<a>b</a></p>');
    expectHarmless(clean);
  });
});

describe('pasted documents', () => {
  it('a word processor’s paste keeps bold, italic, underline, headings and lists', () => {
    const pasted =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h2 dir="ltr"><span style="font-size:16pt;">Menu</span></h2>' +
      '<p dir="ltr"><span style="font-weight:700;">Starter</span><span> and </span><span style="font-style:italic;">main</span> ' +
      '<span style="text-decoration:underline;">course</span></p><ul><li><p>Soup</p></li><li><p>Bread</p><ul><li>Rye</li></ul></li></ul></b>';
    expect(htmlToSlate(pasted)).toEqual([
      { type: 'heading-two', children: [{ text: 'Menu', fontSize: '21px' }] },
      {
        type: 'paragraph',
        children: [{ text: 'Starter', bold: true }, { text: ' and ' }, { text: 'main', italic: true }, { text: ' ' }, { text: 'course', underline: true }],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Soup' }] }, { type: 'list-item', children: [{ text: 'Bread' }] }, { type: 'list-item', children: [{ text: 'Rye' }] }] },
    ]);
  });

  it('blank text between blocks makes no paragraph; a lone line break makes an empty one', () => {
    expect(through('\n  <p>One</p>\n  <p>Two</p>\n')).toBe('<p>One</p><p>Two</p>');
    expect(through('<p>One</p><br><p>Two</p>')).toBe('<p>One</p><p></p><p>Two</p>');
  });

  it('a quote of paragraphs is one quote block per paragraph; deeper headings are the smallest', () => {
    expect(through('<blockquote><p>a</p><p>b</p></blockquote><h6>small</h6>')).toBe('<blockquote>a</blockquote><blockquote>b</blockquote><h3>small</h3>');
  });

  it('named and pasted fonts map to the toolbar’s stacks', () => {
    expect(through('<p><span style="font-family: &quot;Courier New&quot;">code</span></p>')).toBe(
      `<p><span style="font-family: 'Courier New', Courier, monospace">code</span></p>`,
    );
    expect(through('<p><span style="font-family: Comic Sans MS">comic</span></p>')).toBe('<p>comic</p>');
  });
});
