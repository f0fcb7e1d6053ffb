/** Runs a toolbar or shortcut command on the editor; a link asks for its address first (`askLink`). */
import type { Editor } from 'slate';
import { setAlign, setBlockStyle, toggleBlock, toggleMark } from './editor-commands';
import type { EditorCommand } from './shortcuts';

export function runCommand(editor: Editor, command: EditorCommand, askLink: () => void) {
  switch (command.kind) {
    case 'mark':
      return toggleMark(editor, command.mark);
    case 'block':
      return toggleBlock(editor, command.block);
    case 'style':
      return setBlockStyle(editor, command.style);
    case 'align':
      return setAlign(editor, command.align);
    case 'link':
      return askLink();
  }
}
