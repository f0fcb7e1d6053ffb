/**
 * Menu button (WAI-ARIA pattern): opens on hover, on click and from the keyboard (Enter,
 * Space, arrows); arrows, Home and End move between items; Escape closes and returns focus.
 */
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { cx } from './cx';
import * as styles from './menu.css';

export type MenuItem = { id: string; label: string; icon?: ReactNode; tone?: 'default' | 'danger' } & (
  | { href: string }
  | { onSelect: () => void }
);

type MenuProps = {
  /**
   * Accessible name of the trigger when its content gives none; it must contain any text the
   * trigger shows (WCAG 2.5.3). Left out, the trigger's own content names it.
   */
  label?: string;
  trigger: ReactNode;
  /** Non-interactive content above the items (e.g. who is signed in). */
  header?: ReactNode;
  items: MenuItem[];
  align?: keyof typeof styles.align;
};

// Hover opens a menu that closes when the pointer leaves; a click or a key pins it open.
type OpenBy = 'hover' | 'pinned' | null;

export function Menu({ label, trigger, header, items, align = 'end' }: MenuProps) {
  const [openBy, setOpenBy] = useState<OpenBy>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = openBy !== null;

  const menuItems = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (pick: (list: HTMLElement[], current: number) => number) => {
    const list = menuItems();
    list[pick(list, list.indexOf(document.activeElement as HTMLElement))]?.focus();
  };
  const openWithFocus = (where: 'first' | 'last') => {
    // The items must be visible before they can take focus.
    flushSync(() => setOpenBy('pinned'));
    focusItem((list) => (where === 'first' ? 0 : list.length - 1));
  };
  const close = (returnFocus: boolean) => {
    setOpenBy(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onTriggerClick = (event: MouseEvent) => {
    // detail 0: the click came from Enter or Space, so focus moves into the menu.
    if (event.detail === 0) openWithFocus('first');
    else setOpenBy(openBy === 'pinned' ? null : 'pinned');
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openWithFocus(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, (list: HTMLElement[], current: number) => number> = {
      ArrowDown: (list, current) => (current + 1) % list.length,
      ArrowUp: (list, current) => (current - 1 + list.length) % list.length,
      Home: () => 0,
      End: (list) => list.length - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(move);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onPointerEnter={(event) => event.pointerType === 'mouse' && !open && setOpenBy('hover')}
      onPointerLeave={(event) => event.pointerType === 'mouse' && openBy === 'hover' && setOpenBy(null)}
      onBlur={(event) => !rootRef.current?.contains(event.relatedTarget as Node | null) && setOpenBy(null)}
      // Escape works wherever focus is in the widget: on the trigger or on an item.
      onKeyDown={(event) => event.key === 'Escape' && open && close(true)}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      <div className={cx(styles.popover, styles.align[align])} data-open={open || undefined}>
        <div className={styles.panel}>
          {header && <div className={styles.header}>{header}</div>}
          <div role="menu" id={menuId} aria-labelledby={buttonId} className={styles.list} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => {
              const className = cx(styles.item, item.tone === 'danger' && styles.danger);
              const content = (
                <>
                  {item.icon && <span className={styles.itemIcon}>{item.icon}</span>}
                  {item.label}
                </>
              );
              const separated = index > 0 && item.tone === 'danger' && items[index - 1]?.tone !== 'danger';
              return (
                <div key={item.id} role="none">
                  {separated && <div role="separator" className={styles.separator} />}
                  {'href' in item ? (
                    <Link href={item.href} role="menuitem" tabIndex={-1} className={className} onClick={() => close(false)}>
                      {content}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      className={className}
                      onClick={() => {
                        close(false);
                        item.onSelect();
                      }}
                    >
                      {content}
                    </button>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
