// @vitest-environment jsdom
/**
 * The editor's document written as HTML and read back is the same document, for every mark and
 * block the toolbar makes and their combinations; and the HTML it writes survives the view's
 * DOMPurify pass unchanged (the policy and the writer agree).
 */
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, FONT_SIZES } from '../../src/api/contract/rich-html';
import { richHtmlPurifier } from '../../src/api/contract/rich-html-purifier';
import { sanitiseHtml } from '../../server/content/sanitise-html';
import { htmlToSlate } from '../../src/ui/rich-text/html-to-slate';
import type { RichBlock, RichInline, RichText, TextBlock } from '../../src/ui/rich-text/rich-text-types';
import { slateToHtml } from '../../src/ui/rich-text/slate-to-html';

const purify = richHtmlPurifier(DOMPurify(window));

const p = (...children: RichInline[]): TextBlock => ({ type: 'paragraph', children });
const t = (text: string, marks: Omit<RichText, 'text'> = {}): RichText => ({ text, ...marks });

/** Written, read back: the same document; written again: the same HTML, which DOMPurify leaves as it is. */
function expectRoundTrip(value: RichBlock[]) {
  const html = slateToHtml(value);
  expect(htmlToSlate(html)).toEqual(value);
  expect(slateToHtml(htmlToSlate(html))).toBe(html);
  expect(purify(html)).toBe(html);
  return html;
}

describe('marks', () => {
  it.each([
    ['bold', { bold: true }, '<p><strong>word</strong></p>'],
    ['italic', { italic: true }, '<p><em>word</em></p>'],
    ['underline', { underline: true }, '<p><u>word</u></p>'],
    ['text colour', { color: '#c0392b' }, '<p><span style="color: #c0392b">word</span></p>'],
    ['background colour', { backgroundColor: '#fef08a' }, '<p><span style="background-color: #fef08a">word</span></p>'],
  ] as const)('%s', (_, marks, html) => {
    expect(expectRoundTrip([p(t('word', marks))])).toBe(html);
  });

  it.each(Object.entries(FONT_FAMILIES))('font family %s', (_, stack) => {
    expectRoundTrip([p(t('Family', { fontFamily: stack }))]);
  });

  it.each(FONT_SIZES)('font size %s', (size) => {
    expect(expectRoundTrip([p(t('Sized', { fontSize: size }))])).toBe(`<p><span style="font-size: ${size}">Sized</span></p>`);
  });

  it('every mark at once, nested in one fixed order', () => {
    const all = { bold: true, italic: true, underline: true, fontFamily: FONT_FAMILIES.serif, fontSize: '24px', color: '#1d4ed8', backgroundColor: '#dcfce7' };
    expect(expectRoundTrip([p(t('All of it', all))])).toBe(
      `<p><strong><em><u><span style="font-family: Georgia, 'Times New Roman', serif; font-size: 24px; color: #1d4ed8; background-color: #dcfce7">All of it</span></u></em></strong></p>`,
    );
  });

  it('neighbouring texts with different marks stay apart', () => {
    expectRoundTrip([
      p(
        t('plain '),
        t('bold ', { bold: true }),
        t('bold italic', { bold: true, italic: true }),
        t(' red', { color: '#dc2626' }),
        t(' big red', { color: '#dc2626', fontSize: '30px' }),
        t(' end'),
      ),
    ]);
  });
});

describe('blocks', () => {
  it.each([
    ['heading-one', 'h1'],
    ['heading-two', 'h2'],
    ['heading-three', 'h3'],
    ['block-quote', 'blockquote'],
    ['paragraph', 'p'],
  ] as const)('%s is <%s>', (type, tag) => {
    expect(expectRoundTrip([{ type, children: [t('Text')] }])).toBe(`<${tag}>Text</${tag}>`);
  });

  it.each([
    ['bulleted-list', 'ul'],
    ['numbered-list', 'ol'],
  ] as const)('%s of items, an empty one included', (type, tag) => {
    const html = expectRoundTrip([
      { type, children: [{ type: 'list-item', children: [t('One')] }, { type: 'list-item', children: [t('')] }, { type: 'list-item', children: [t('Three', { bold: true })] }] },
    ]);
    expect(html).toBe(`<${tag}><li>One</li><li></li><li><strong>Three</strong></li></${tag}>`);
  });

  it.each(['center', 'right', 'justify'] as const)('alignment %s on every kind of text block', (align) => {
    const html = expectRoundTrip([
      { type: 'paragraph', align, children: [t('Paragraph')] },
      { type: 'heading-two', align, children: [t('Heading')] },
      { type: 'block-quote', align, children: [t('Quote')] },
      { type: 'numbered-list', children: [{ type: 'list-item', align, children: [t('Item')] }, { type: 'list-item', children: [t('Plain item')] }] },
    ]);
    expect(html).toContain(`<p style="text-align: ${align}">Paragraph</p>`);
  });

  it('empty paragraphs between others are kept', () => {
    expect(expectRoundTrip([p(t('Above')), p(t('')), p(t('')), p(t('Below'))])).toBe('<p>Above</p><p></p><p></p><p>Below</p>');
  });

  it('an empty document is one empty paragraph', () => {
    expect(htmlToSlate('')).toEqual([p(t(''))]);
    expectRoundTrip([p(t(''))]);
  });
});

describe('links', () => {
  it.each(['https://example.com/a?b=1&c=2', 'http://example.com', 'mailto:hello@example.com', 'https://example.com/about-us#faq'])('to %s', (url) => {
    expectRoundTrip([p(t('See '), { type: 'link', url, children: [t('this')] }, t(' page.'))]);
  });

  it('with marked text inside, at the start and the end of a block', () => {
    expectRoundTrip([
      p(
        t(''),
        { type: 'link', url: 'https://example.com', children: [t('bold', { bold: true }), t(' and '), t('red', { color: '#dc2626' })] },
        t(' between '),
        { type: 'link', url: 'https://example.org', children: [t('end', { underline: true })] },
        t(''),
      ),
    ]);
  });

  it('in a heading, a quote and a list item', () => {
    const link = { type: 'link' as const, url: 'https://example.com', children: [t('link')] };
    expectRoundTrip([
      { type: 'heading-one', children: [t('A '), link, t('')] },
      { type: 'block-quote', children: [t(''), link, t(' quoted')] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [t('An item with a '), link, t('')] }] },
    ]);
  });
});

describe('text as typed', () => {
  it('escapes what HTML would read as markup', () => {
    const html = expectRoundTrip([p(t('5 < 6 & 7 > 3, "quoted" and \'single\' <script>alert(1)</script>'))]);
    expect(html).not.toContain('<script>');
  });

  it('keeps runs of spaces, spaces at the edges and around line breaks', () => {
    expectRoundTrip([p(t('  two leading, three   inside and two trailing  '))]);
    expectRoundTrip([p(t('line one \n  line two\n\nafter a blank line'))]);
    expectRoundTrip([p(t('bold ', { bold: true }), t(' then two spaces across texts'))]);
  });

  it('keeps line breaks inside marks and links', () => {
    expectRoundTrip([p(t('first\nsecond', { italic: true }), { type: 'link', url: 'https://x.test', children: [t('a\nb')] }, t(''))]);
  });

  it('keeps letters outside the basic plane and right-to-left text', () => {
    expectRoundTrip([p(t('Crème brûlée 🍮 — طبخ — 料理'))]);
  });
});

const wholePage = (): RichBlock[] => [
  { type: 'heading-one', align: 'center', children: [t('About us')] },
  p(t('We are a '), t('cooking', { bold: true, color: '#15803d' }), t(' platform. Read our '), { type: 'link', url: 'https://mise.test/terms', children: [t('terms', { underline: true })] }, t('.')),
  { type: 'block-quote', children: [t('Cooking is love made visible.', { italic: true, fontFamily: FONT_FAMILIES.serif })] },
  { type: 'heading-three', children: [t('What you get')] },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [t('Live classes')] }, { type: 'list-item', children: [t('Recipes', { backgroundColor: '#fef08a' })] }] },
  { type: 'numbered-list', children: [{ type: 'list-item', align: 'right', children: [t('Sign up')] }, { type: 'list-item', children: [t('Cook', { fontSize: '18px' })] }] },
  { type: 'paragraph', align: 'justify', children: [t('Questions? '), { type: 'link', url: 'mailto:hello@mise.test', children: [t('Write to us')] }, t('')] },
  p(t('  spaced   out  '), t('and\nbroken', { bold: true, fontFamily: FONT_FAMILIES.mono, fontSize: '12px' })),
];

describe('a whole page', () => {
  it('with every block and mark together', () => {
    expectRoundTrip(wholePage());
  });

  it('is stored by the server byte for byte (its sanitiser keeps everything the editor writes)', async () => {
    const html = slateToHtml(wholePage());
    expect((await sanitiseHtml(html)).html).toBe(html);
    const everyMark = slateToHtml([p(t('x', { bold: true, italic: true, underline: true, fontFamily: FONT_FAMILIES.trebuchet, fontSize: '36px', color: '#be185d', backgroundColor: '#fbcfe8' }))]);
    expect((await sanitiseHtml(everyMark)).html).toBe(everyMark);
  });
});
