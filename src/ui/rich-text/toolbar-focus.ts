/**
 * Arrow keys move between the toolbar's controls (the toolbar pattern of WAI-ARIA), Home and
 * End to its ends; on a menu choice (a select) the arrows keep changing the choice instead.
 */
import type { KeyboardEvent } from 'react';

const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

export function moveToolbarFocus(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (!KEYS.includes(event.key) || target.localName !== 'button' || target.closest('[role="group"]')) return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), select:not(:disabled)')).filter(
    (control) => !control.closest('[role="group"]'),
  );
  const index = controls.indexOf(target);
  const forward = getComputedStyle(target).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? controls.length - 1 : (index + (event.key === forward ? 1 : -1) + controls.length) % controls.length;
  event.preventDefault();
  controls[next]?.focus();
}
