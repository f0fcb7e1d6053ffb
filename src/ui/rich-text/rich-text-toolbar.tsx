/**
 * The editor's toolbar: text style, font, size; bold, italic, underline; text and highlight
 * colours; link; lists and quote; alignment. Each control shows what applies to the selection
 * (pressed buttons, current choices) and hands the focus back to the text after use.
 */
import { useIntl } from 'react-intl';
import { AlignCenter, AlignJustify, AlignLeft, AlignRight, Baseline, Bold, Highlighter, Italic, Link, List, ListOrdered, TextQuote, Underline } from 'lucide-react';
import { ReactEditor, useSlate } from 'slate-react';
import { FONT_FAMILIES, FONT_SIZES, type FontFamilyId } from '../../api/contract/rich-html';
import type { MessageId } from '../../i18n/messages/en-US';
import { cx } from '../cx';
import { ColourMenu } from './colour-menu';
import { activeAlign, activeLink, blockStyle, isBlockActive, isMarkActive, markValue, setBlockStyle, setMarkValue, type ValueMark } from './editor-commands';
import { BACKGROUND_COLOURS, TEXT_COLOURS } from './palette';
import { BLOCK_STYLES, type BlockStyle } from './rich-text-types';
import { runCommand } from './run-command';
import { shortcutText, type EditorCommand } from './shortcuts';
import { ToolbarButton } from './toolbar-button';
import { moveToolbarFocus } from './toolbar-focus';
import { ToolbarSelect } from './toolbar-select';
import * as styles from './toolbar.css';

const STYLE_LABELS: Record<BlockStyle, MessageId> = {
  paragraph: 'richText.style.paragraph',
  'heading-one': 'richText.style.h1',
  'heading-two': 'richText.style.h2',
  'heading-three': 'richText.style.h3',
};

const ICON = { size: 16, 'aria-hidden': true } as const;

type Toggle = { label: MessageId; icon: React.ReactNode; command: EditorCommand };

const MARKS: Toggle[] = [
  { label: 'richText.bold', icon: <Bold {...ICON} />, command: { kind: 'mark', mark: 'bold' } },
  { label: 'richText.italic', icon: <Italic {...ICON} />, command: { kind: 'mark', mark: 'italic' } },
  { label: 'richText.underline', icon: <Underline {...ICON} />, command: { kind: 'mark', mark: 'underline' } },
];
const BLOCKS: Toggle[] = [
  { label: 'richText.bulletedList', icon: <List {...ICON} />, command: { kind: 'block', block: 'bulleted-list' } },
  { label: 'richText.numberedList', icon: <ListOrdered {...ICON} />, command: { kind: 'block', block: 'numbered-list' } },
  { label: 'richText.quote', icon: <TextQuote {...ICON} />, command: { kind: 'block', block: 'block-quote' } },
];
const ALIGNS: Toggle[] = [
  { label: 'richText.alignLeft', icon: <AlignLeft {...ICON} />, command: { kind: 'align', align: 'left' } },
  { label: 'richText.alignCenter', icon: <AlignCenter {...ICON} />, command: { kind: 'align', align: 'center' } },
  { label: 'richText.alignRight', icon: <AlignRight {...ICON} />, command: { kind: 'align', align: 'right' } },
  { label: 'richText.alignJustify', icon: <AlignJustify {...ICON} />, command: { kind: 'align', align: 'justify' } },
];

const fontIdOf = (stack: string | undefined) => (Object.entries(FONT_FAMILIES).find(([, css]) => css === stack)?.[0] ?? '') as FontFamilyId | '';

export function RichTextToolbar({ disabled, onLink }: { disabled: boolean; onLink: () => void }) {
  const intl = useIntl();
  const editor = useSlate();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const backToText = () => ReactEditor.focus(editor);
  const run = (command: EditorCommand) => {
    runCommand(editor, command, onLink);
    if (command.kind !== 'link') backToText();
  };
  const setValue = (mark: ValueMark, value: string | null) => {
    setMarkValue(editor, mark, value);
    backToText();
  };
  const isOn = (command: EditorCommand) => {
    switch (command.kind) {
      case 'mark':
        return isMarkActive(editor, command.mark);
      case 'block':
        return isBlockActive(editor, command.block);
      case 'align':
        return activeAlign(editor) === command.align;
      case 'link':
        return activeLink(editor) !== null;
      default:
        return false;
    }
  };
  const button = ({ label, icon, command }: Toggle) => {
    const name = text(label);
    const shortcut = shortcutText(command);
    return (
      <ToolbarButton
        key={label}
        label={name}
        title={shortcut ? intl.formatMessage({ id: 'richText.withShortcut' }, { label: name, shortcut }) : name}
        icon={icon}
        active={isOn(command)}
        disabled={disabled}
        onPress={() => run(command)}
      />
    );
  };
  const fontSize = markValue(editor, 'fontSize');
  const sizes = fontSize && !(FONT_SIZES as readonly string[]).includes(fontSize) ? [...FONT_SIZES, fontSize] : FONT_SIZES;
  return (
    <div role="toolbar" aria-label={text('richText.toolbar')} className={styles.toolbar} onKeyDown={moveToolbarFocus}>
      <span className={cx(styles.group, styles.choices)}>
        <ToolbarSelect
          label={text('richText.style')}
          width="style"
          disabled={disabled}
          value={blockStyle(editor) ?? 'paragraph'}
          options={BLOCK_STYLES.map((style) => ({ value: style, label: text(STYLE_LABELS[style]) }))}
          onChange={(style) => {
            setBlockStyle(editor, style as BlockStyle);
            backToText();
          }}
        />
        <ToolbarSelect
          label={text('richText.font')}
          width="font"
          disabled={disabled}
          value={fontIdOf(markValue(editor, 'fontFamily'))}
          options={[
            { value: '', label: text('richText.font.default') },
            ...(Object.keys(FONT_FAMILIES) as FontFamilyId[]).map((id) => ({ value: id, label: text(`richText.font.${id}`) })),
          ]}
          onChange={(id) => setValue('fontFamily', id ? FONT_FAMILIES[id as FontFamilyId] : null)}
        />
        <ToolbarSelect
          label={text('richText.size')}
          width="size"
          disabled={disabled}
          value={fontSize ?? ''}
          options={[{ value: '', label: text('richText.size.default') }, ...sizes.map((size) => ({ value: size, label: size }))]}
          onChange={(size) => setValue('fontSize', size || null)}
        />
      </span>
      <span className={styles.divider} aria-hidden="true" />
      <span className={styles.group}>
        {MARKS.map(button)}
        <ColourMenu
          label={text('richText.textColour')}
          icon={<Baseline {...ICON} />}
          current={markValue(editor, 'color')}
          swatches={TEXT_COLOURS}
          noneLabel={text('richText.colour.none')}
          nameOf={(swatch) => text(`richText.colour.${swatch.id}`)}
          disabled={disabled}
          onPick={(colour) => setValue('color', colour)}
        />
        <ColourMenu
          label={text('richText.backgroundColour')}
          icon={<Highlighter {...ICON} />}
          current={markValue(editor, 'backgroundColor')}
          swatches={BACKGROUND_COLOURS}
          noneLabel={text('richText.colour.none')}
          nameOf={(swatch) => text(`richText.colour.${swatch.id}`)}
          disabled={disabled}
          onPick={(colour) => setValue('backgroundColor', colour)}
        />
      </span>
      <span className={styles.divider} aria-hidden="true" />
      <span className={styles.group}>
        {button({ label: 'richText.link', icon: <Link {...ICON} />, command: { kind: 'link' } })}
        {BLOCKS.map(button)}
      </span>
      <span className={styles.divider} aria-hidden="true" />
      <span className={styles.group}>{ALIGNS.map(button)}</span>
    </div>
  );
}
