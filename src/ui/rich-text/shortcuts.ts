/**
 * The editor's keyboard shortcuts, one table for the key handler and the toolbar's tooltips.
 * Keys are read by their position (`event.code`), so Ctrl+Shift+7 is the same on every layout.
 */
import type { Align, ToggleMark } from './editor-commands';
import type { BlockStyle, ListType } from './rich-text-types';

export type EditorCommand =
  | { kind: 'mark'; mark: ToggleMark }
  | { kind: 'block'; block: ListType | 'block-quote' }
  | { kind: 'style'; style: BlockStyle }
  | { kind: 'align'; align: Align }
  | { kind: 'link' };

type Shortcut = { code: string; shift?: boolean; alt?: boolean; command: EditorCommand };

export const SHORTCUTS: Shortcut[] = [
  { code: 'KeyB', command: { kind: 'mark', mark: 'bold' } },
  { code: 'KeyI', command: { kind: 'mark', mark: 'italic' } },
  { code: 'KeyU', command: { kind: 'mark', mark: 'underline' } },
  { code: 'KeyK', command: { kind: 'link' } },
  { code: 'Digit7', shift: true, command: { kind: 'block', block: 'numbered-list' } },
  { code: 'Digit8', shift: true, command: { kind: 'block', block: 'bulleted-list' } },
  { code: 'Digit9', shift: true, command: { kind: 'block', block: 'block-quote' } },
  { code: 'Digit0', alt: true, command: { kind: 'style', style: 'paragraph' } },
  { code: 'Digit1', alt: true, command: { kind: 'style', style: 'heading-one' } },
  { code: 'Digit2', alt: true, command: { kind: 'style', style: 'heading-two' } },
  { code: 'Digit3', alt: true, command: { kind: 'style', style: 'heading-three' } },
  { code: 'KeyL', shift: true, command: { kind: 'align', align: 'left' } },
  { code: 'KeyE', shift: true, command: { kind: 'align', align: 'center' } },
  { code: 'KeyR', shift: true, command: { kind: 'align', align: 'right' } },
  { code: 'KeyJ', shift: true, command: { kind: 'align', align: 'justify' } },
];

type KeyEvent = Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export function commandOf(event: KeyEvent): EditorCommand | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const match = SHORTCUTS.find(
    (shortcut) => shortcut.code === event.code && Boolean(shortcut.shift) === event.shiftKey && Boolean(shortcut.alt) === event.altKey,
  );
  return match?.command ?? null;
}

const sameCommand = (a: EditorCommand, b: EditorCommand) => JSON.stringify(a) === JSON.stringify(b);
const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** "Ctrl+B", "Ctrl+Shift+7", or "⌘B" on a Mac; null when the command has no shortcut. */
export function shortcutText(command: EditorCommand): string | null {
  const shortcut = SHORTCUTS.find((entry) => sameCommand(entry.command, command));
  if (!shortcut) return null;
  const key = shortcut.code.replace(/^(Key|Digit)/, '');
  const mac = isMac();
  const parts = [mac ? '⌘' : 'Ctrl', shortcut.shift && (mac ? '⇧' : 'Shift'), shortcut.alt && (mac ? '⌥' : 'Alt'), key].filter(Boolean);
  return parts.join(mac ? '' : '+');
}
