/** A block or a link of the document, drawn with the tags slate-to-html writes for it. */
import type { RenderElementProps } from 'slate-react';

/**
 * Chromium cannot put the caret just inside or outside an inline element's edge; an invisible
 * (zero-size) character there gives it somewhere to stand (slate's inlines example).
 */
const CaretSpot = () => (
  <span contentEditable={false} style={{ fontSize: 0 }}>
    {String.fromCodePoint(160)}
  </span>
);

export function RenderElement({ attributes, children, element }: RenderElementProps) {
  if (element.type === 'link') {
    return (
      <a {...attributes} href={element.url} onClick={(event) => event.preventDefault()}>
        <CaretSpot />
        {children}
        <CaretSpot />
      </a>
    );
  }
  if (element.type === 'bulleted-list') return <ul {...attributes}>{children}</ul>;
  if (element.type === 'numbered-list') return <ol {...attributes}>{children}</ol>;
  // dir="auto": each block takes the direction of its own first letter, so an English line in an
  // Arabic page (or the reverse) reads and aligns as it was written (issue #31 item 5).
  const block = { ...attributes, dir: 'auto', style: 'align' in element && element.align ? { textAlign: element.align } : undefined };
  switch (element.type) {
    case 'heading-one':
      return <h1 {...block}>{children}</h1>;
    case 'heading-two':
      return <h2 {...block}>{children}</h2>;
    case 'heading-three':
      return <h3 {...block}>{children}</h3>;
    case 'block-quote':
      return <blockquote {...block}>{children}</blockquote>;
    case 'list-item':
      return <li {...block}>{children}</li>;
    default:
      return <p {...block}>{children}</p>;
  }
}
