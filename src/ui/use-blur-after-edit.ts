/**
 * A field's blur counts (for validation) only once the person has typed in it (issue #13):
 * leaving an untouched form by a link, or tabbing through it, must not show "This field is
 * required" and move that link from under the pointer. A submit still shows every error.
 */
import { useRef, type ChangeEvent, type FocusEvent } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

export function useBlurAfterEdit<TField extends Field>(
  onChange: ((event: ChangeEvent<TField>) => void) | undefined,
  onBlur: ((event: FocusEvent<TField>) => void) | undefined,
) {
  const edited = useRef(false);
  return {
    onChange: (event: ChangeEvent<TField>) => {
      edited.current = true;
      onChange?.(event);
    },
    onBlur: (event: FocusEvent<TField>) => {
      if (edited.current) onBlur?.(event);
    },
  };
}
