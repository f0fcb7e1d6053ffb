/** Links are the document's only inline elements; slate must be told, or it treats them as blocks. */
import type { Editor } from 'slate';

export function withInlines<TEditor extends Editor>(editor: TEditor): TEditor {
  const { isInline } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  return editor;
}
