/** A text of the document with its marks, drawn as slate-to-html writes them (strong > em > u > styled span). */
import type { RenderLeafProps } from 'slate-react';

export function RenderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  const style = { fontFamily: leaf.fontFamily, fontSize: leaf.fontSize, color: leaf.color, backgroundColor: leaf.backgroundColor };
  return (
    <span {...attributes} style={style}>
      {content}
    </span>
  );
}
