/**
 * The command palette's view (issue #15 item 6): a modal with one input in the ARIA combobox
 * pattern (the input keeps the focus; arrows move the active option, announced through
 * aria-activedescendant; Enter opens it) over a listbox of pages then records. Everything it
 * shows and does is the palette machine's; it only renders and sends.
 */
import { useEffect, useId } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { CornerDownLeft, FileText, Search } from 'lucide-react';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { commandPaletteMachine, RECORD_SEARCH_MIN_LENGTH, visibleItems, type PaletteItem } from '../../machines/command-palette.machine';
import * as styles from './command-palette.css';

type Palette = ActorRefFrom<typeof commandPaletteMachine>;

function Option({ item, id, selected, onPick }: { item: PaletteItem; id: string; selected: boolean; onPick: () => void }) {
  const Icon = item.kind === 'page' ? CornerDownLeft : FileText;
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      // The input keeps the focus: a press on an option must not move it there first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      <Icon size={16} className={styles.optionIcon} aria-hidden="true" />
      <span className={styles.optionText}>
        <span className={styles.optionLabel}>{item.label}</span>
        {item.detail !== '' && <span className={styles.optionDetail}>{item.detail}</span>}
      </span>
    </li>
  );
}

export function CommandPalette({ palette }: { palette: Palette }) {
  const intl = useIntl();
  const listboxId = useId();
  const open = useSelector(palette, (s) => s.matches('open'));
  const context = useSelector(palette, (s) => s.context);
  const busy = useSelector(palette, (s) => s.matches({ open: 'waiting' }) || s.matches({ open: 'searching' }));
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const items = visibleItems(context);
  const activeId = items.length > 0 ? optionId(context.highlighted) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  if (!open) return null;
  const pages = items.filter((item) => item.kind === 'page');
  const records = items.filter((item) => item.kind === 'record');
  const searched = context.query.trim().length >= RECORD_SEARCH_MIN_LENGTH && !busy;
  // The grouped listbox of the ARIA practices: each group names itself by a presentational label.
  const group = (labelId: 'palette.pages' | 'palette.records', groupItems: PaletteItem[], offset: number) =>
    groupItems.length > 0 && (
      <ul role="group" aria-labelledby={`${listboxId}-${labelId}`} className={styles.group}>
        <li id={`${listboxId}-${labelId}`} role="presentation" className={styles.groupLabel}>
          <FormattedMessage id={labelId} />
        </li>
        {groupItems.map((item, index) => (
          <Option
            key={item.key}
            item={item}
            id={optionId(offset + index)}
            selected={offset + index === context.highlighted}
            onPick={() => palette.send({ type: 'palette.pick', index: offset + index })}
          />
        ))}
      </ul>
    );

  return (
    <Modal title={intl.formatMessage({ id: 'palette.title' })} onClose={() => palette.send({ type: 'palette.close' })} size="md">
      <div className={styles.field}>
        <Search size={18} className={styles.fieldIcon} aria-hidden="true" />
        <input
          data-autofocus
          className={styles.input}
          role="combobox"
          aria-label={intl.formatMessage({ id: 'palette.input' })}
          aria-expanded={items.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder={intl.formatMessage({ id: 'palette.placeholder' })}
          autoComplete="off"
          spellCheck={false}
          value={context.query}
          onChange={(event) => palette.send({ type: 'palette.type', query: event.target.value })}
          onKeyDown={(event) => {
            const sent = { ArrowDown: 'palette.next', ArrowUp: 'palette.previous', Enter: 'palette.choose' } as const;
            const type = sent[event.key as keyof typeof sent];
            if (!type) return;
            event.preventDefault();
            palette.send({ type });
          }}
        />
        {busy && (
          <span className={styles.busy}>
            <Spinner size={14} />
          </span>
        )}
      </div>
      <div id={listboxId} role="listbox" aria-label={intl.formatMessage({ id: 'palette.results' })} className={styles.listbox}>
        {group('palette.pages', pages, 0)}
        {group('palette.records', records, pages.length)}
      </div>
      <p className={styles.status} role="status">
        {context.searchFailed ? (
          <FormattedMessage id="palette.searchFailed" />
        ) : items.length === 0 && !busy ? (
          <FormattedMessage id="palette.nothingFound" values={{ query: context.query.trim() }} />
        ) : searched ? (
          <FormattedMessage id="palette.found" values={{ count: records.length }} />
        ) : null}
      </p>
      <p className={styles.hint} aria-hidden="true">
        <span>
          <kbd className={styles.key}>↑</kbd>
          <kbd className={styles.key}>↓</kbd>
          <FormattedMessage id="palette.hint.move" />
        </span>
        <span>
          <kbd className={styles.key}>↵</kbd>
          <FormattedMessage id="palette.hint.open" />
        </span>
        <span>
          <kbd className={styles.key}>Esc</kbd>
          <FormattedMessage id="palette.hint.close" />
        </span>
      </p>
    </Modal>
  );
}
