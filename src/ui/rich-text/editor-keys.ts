/** Keys in the text: Shift+Enter is a line break inside the block; the shortcuts run their commands. */
import type { KeyboardEvent } from 'react';
import type { Editor } from 'slate';
import { runCommand } from './run-command';
import { commandOf } from './shortcuts';

export function handleEditorKey(editor: Editor, event: KeyboardEvent, askLink: () => void) {
  if (event.key === 'Enter' && event.shiftKey) {
    event.preventDefault();
    editor.insertText('\n');
    return;
  }
  const command = commandOf(event);
  if (!command) return;
  event.preventDefault();
  runCommand(editor, command, askLink);
}
