/**
 * How Enter, Backspace and paste behave in a rich document. Enter in an empty list item leaves
 * the list; Enter after a heading or a quote goes on with a paragraph; Backspace at the start
 * of a heading, quote or list item makes it a paragraph first. Pasted HTML goes through
 * html-to-slate, so it arrives reduced to what the toolbar can make (and nothing unsafe);
 * a fragment copied inside the editor keeps slate's own format.
 */
import { Editor, Element, Node, Point, Range, Transforms } from 'slate';
import { setBlockStyle } from './editor-commands';
import { htmlToSlate } from './html-to-slate';
import { isList, type TextBlock } from './rich-text-types';

const currentBlock = (editor: Editor) =>
  Editor.above<TextBlock>(editor, { match: (node) => Element.isElement(node) && node.type !== 'link' && !isList(node.type) });

export function withRichBehaviour(editor: Editor): Editor {
  const { insertBreak, deleteBackward } = editor;

  editor.insertBreak = () => {
    const entry = editor.selection && Range.isCollapsed(editor.selection) ? currentBlock(editor) : undefined;
    if (entry && entry[0].type === 'list-item' && Node.string(entry[0]) === '') return setBlockStyle(editor, 'paragraph');
    insertBreak();
    const next = currentBlock(editor);
    if (next && next[0].type !== 'paragraph' && next[0].type !== 'list-item' && Node.string(next[0]) === '') {
      Transforms.setNodes<TextBlock>(editor, { type: 'paragraph' }, { at: next[1] });
    }
  };

  editor.deleteBackward = (unit) => {
    const entry = editor.selection && Range.isCollapsed(editor.selection) ? currentBlock(editor) : undefined;
    if (entry && entry[0].type !== 'paragraph' && Point.equals(editor.selection!.anchor, Editor.start(editor, entry[1]))) {
      return setBlockStyle(editor, 'paragraph');
    }
    deleteBackward(unit);
  };

  editor.insertData = (data) => {
    if (editor.insertFragmentData(data)) return;
    const html = data.getData('text/html');
    if (html) Transforms.insertFragment(editor, htmlToSlate(html));
    else editor.insertTextData(data);
  };

  return editor;
}
