/**
 * Static-page HTML is sanitised on save (DESIGN.md section 5): the classic XSS vectors are stored
 * without anything that runs, and everything the editor's toolbar makes is stored byte for byte,
 * so a page saved twice does not drift. Each case goes through PUT auth/static-content/edit and
 * is read back from the table; a real HTML parser (jsdom) then looks for anything executable.
 */
import { refusal } from '../support/answers';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../areas/static-pages/server/tables';
import { call } from '../support/api-requests';
import type { TestApp } from '../support/test-database';
import { openSignedInApp } from './content-support';

let t: TestApp;
let token: string;
let pageId: number;
beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
  pageId = (await t.db.select({ id: staticPages.id }).from(staticPages).where(eq(staticPages.slug, 'faq')))[0]!.id;
});
afterAll(() => t.close());

/**
 * Saves `content` on the FAQ page after a visible sentence (first, so that an unclosed hostile
 * tag cannot swallow it), so that the save is accepted; answers what was stored after it.
 */
async function storedAfterSaving(content: string): Promise<string> {
  const VISIBLE = '<p>Visible</p>';
  const answer = await call(t.app, 'auth/static-content/edit', { method: 'PUT', body: { id: pageId, title: 'FAQ', content: `${VISIBLE}${content}` }, token });
  expect(answer.status, answer.body.message).toBe(200);
  const [page] = await t.db.select({ content: staticPages.content }).from(staticPages).where(eq(staticPages.id, pageId));
  expect(page!.content.startsWith(VISIBLE)).toBe(true);
  return page!.content.slice(VISIBLE.length);
}

const ALLOWED_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'A', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'SPAN']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel', 'style']);

/** What a browser would find runnable in `html`: any element, attribute, URL or style outside the allow-list. */
function executableParts(html: string): string[] {
  const { document } = new JSDOM('').window;
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(element.tagName)) found.push(`<${element.tagName.toLowerCase()}>`);
    for (const attribute of element.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(attribute.name)) found.push(`${attribute.name}=`);
      if (attribute.name === 'href' && !/^(https?|mailto):$/.test(new URL(attribute.value).protocol)) found.push(`href=${attribute.value}`);
      if (attribute.name === 'style' && /url\(|expression|\\|javascript|behavior|@import/i.test(attribute.value)) found.push(`style=${attribute.value}`);
    }
  }
  return found;
}

describe('PUT auth/static-content/edit stores nothing executable', () => {
  it.each([
    ['a script tag', '<script>alert(1)</script><p>Hello</p>', '<p>Hello</p>'],
    ['a script tag in mixed case', '<ScRiPt>alert(1)</sCrIpT><p>Hello</p>', '<p>Hello</p>'],
    ['an image with onerror', '<img src=x onerror=alert(1)><p>Hi</p>', '<p>Hi</p>'],
    ['an image with onerror in mixed case', '<IMG SRC=x OnErRoR=alert(1)><p>Hi</p>', '<p>Hi</p>'],
    ['an event handler on an allowed tag', '<p onmouseover="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['an event handler in upper case', '<P ONCLICK="alert(1)">Hi</P>', '<p>Hi</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">click</a></p>', '<p><a>click</a></p>'],
    ['a javascript: link in mixed case', '<A HREF="JaVaScRiPt:alert(1)">click</A>', '<a>click</a>'],
    ['a javascript: link with a leading space', '<a href=" javascript:alert(1)">click</a>', '<a>click</a>'],
    ['an entity-encoded javascript: link (decimal)', '<a href="&#106;&#97;vascript:alert(1)">click</a>', '<a>click</a>'],
    ['an entity-encoded javascript: link (hex)', '<a href="&#x6A;avascript&#x3A;alert(1)">click</a>', '<a>click</a>'],
    ['a javascript: link split by an encoded tab', '<a href="jav&#x09;ascript:alert(1)">click</a>', '<a>click</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>', '<a>click</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">click</a>', '<a>click</a>'],
    ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg><p>Hi</p>', '<p>Hi</p>'],
    ['an svg link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['an object and an embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">', ''],
    ['a style element', '<style>body{background:url(javascript:alert(1))}</style><p>Hi</p>', '<p>Hi</p>'],
    ['a style with expression()', '<p style="width: expression(alert(1))">Hi</p>', '<p>Hi</p>'],
    ['a style with url(javascript:)', '<p style="background-image: url(javascript:alert(1))">Hi</p>', '<p>Hi</p>'],
    ['a colour beside a url() background', '<span style="color: red; background: url(&quot;javascript:alert(1)&quot;)">Hi</span>', '<span style="color: red;">Hi</span>'],
    ['a CSS escape', '<span style="color: \\72 ed">Hi</span>', '<span>Hi</span>'],
    ['a style that closes itself', '<p><span style="font-family: x;}</style><script>alert(1)</script>">Hi</span></p>', '<p><span style="font-family: x;">Hi</span></p>'],
    ['a form', '<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
    ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">', ''],
    ['a template', '<template><script>alert(1)</script></template>', ''],
    ['a namespace confusion (mXSS)', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['a noscript attribute breakout (mXSS)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['ids, classes and data attributes', '<p id="x" class="y" title="z" data-x="1" aria-label="a">Hi</p>', '<p>Hi</p>'],
    ['a link opening its page in this window with opener', '<a href="https://ok.example" onclick="alert(1)" target="_self" rel="opener">ok</a>', '<a href="https://ok.example">ok</a>'],
  ])('%s', async (_case, hostile, expected) => {
    const stored = await storedAfterSaving(hostile);
    expect(stored).toBe(expected);
    expect(executableParts(stored)).toEqual([]);
  });

  it('adds rel="noopener noreferrer" to a link that opens a new tab', async () => {
    expect(await storedAfterSaving('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('refuses content that is nothing once sanitised, and keeps the page', async () => {
    const [before] = await t.db.select().from(staticPages).where(eq(staticPages.id, pageId));
    const answer = await call(t.app, 'auth/static-content/edit', { method: 'PUT', body: { id: pageId, title: 'FAQ', content: '<script>alert(1)</script><img src=x onerror=alert(1)>' }, token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal('content: This field is required'));
    expect((await t.db.select().from(staticPages).where(eq(staticPages.id, pageId)))[0]).toEqual(before);
  });
});

describe('PUT auth/static-content/edit keeps the editor’s formatting byte for byte', () => {
  it.each([
    ['bold, italic, underline and strike', '<p>Plain <strong>bold</strong> <em>italic</em> <u>underlined</u> <s>struck</s> <b>b</b> <i>i</i></p>'],
    ['nested marks', '<p><strong><em><u>all three</u></em></strong></p>'],
    ['line breaks', '<p>First line<br>Second line</p>'],
    ['links', '<p><a href="https://example.com/path?a=1&amp;b=2">web</a> <a href="http://example.org">old web</a> <a href="mailto:hello@example.com">mail</a></p>'],
    ['a link in a new tab', '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a></p>'],
    ['lists', '<ul><li>One</li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol>'],
    ['a blockquote', '<blockquote>Cooking is love made visible.</blockquote>'],
    ['headings', '<h1>Title</h1><h2>Section</h2><h3>Question</h3>'],
    ['alignment', '<p style="text-align: center;">Centred</p><h2 style="text-align: right;">Right</h2><p style="text-align: justify;">Justified</p>'],
    ['colours', '<p><span style="color: rgb(230, 57, 70);">red</span> <span style="background-color: #ffe066;">marked</span> <span style="color: teal;">teal</span></p>'],
    ['fonts and sizes', '<p><span style="font-family: &quot;Times New Roman&quot;, serif; font-size: 18px;">serif</span> <span style="font-family: monospace; font-size: 1.5em;">mono</span></p>'],
    ['styles written without spaces', '<p style="color:red;text-align:center">tight</p>'],
    ['text with entities and non-ASCII letters', '<p>Crème brûlée — 5 € &amp; 2 &lt; 3 &gt; 1, a&nbsp;b "quoted" \'single\'</p>'],
  ])('%s', async (_case, html) => {
    expect(await storedAfterSaving(html)).toBe(html);
  });
});
