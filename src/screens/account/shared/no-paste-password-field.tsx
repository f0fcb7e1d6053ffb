/**
 * A password field that refuses pasted and dropped text (spec section 5: pasting is blocked in
 * the change, reset and set password fields). Its hint says so and is read with the field; a
 * refused paste also says so at that moment, so it is never a silent mystery.
 */
import type { ClipboardEvent, DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { PasswordField, type PasswordFieldProps } from '../../../ui/password-field';
import { notify } from '../../../ui/toast/notify';

export function NoPastePasswordField(props: Omit<PasswordFieldProps, 'onPaste' | 'onDrop' | 'hint'>) {
  const intl = useIntl();
  const message = intl.formatMessage({ id: 'account.noPasteHint' });
  const refuse = (event: ClipboardEvent | DragEvent) => {
    event.preventDefault();
    notify({ kind: 'info', message });
  };
  return <PasswordField {...props} hint={message} onPaste={refuse} onDrop={refuse} />;
}
