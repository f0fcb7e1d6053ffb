/**
 * Asks for a link's address (Ctrl+K or the Link button): a full http(s) or mailto address, as
 * the server keeps them; anything else is refused here with a message. On a link, it also
 * offers to remove it.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { safeHref } from '../../api/contract/rich-html';
import { Button } from '../button';
import { Modal } from '../modal';
import { TextField } from '../text-field';
import * as styles from './rich-text-editor.css';

type LinkDialogProps = {
  /** The address of the link under the selection, or '' for a new one. */
  initialUrl: string;
  onApply: (url: string) => void;
  onRemove: (() => void) | null;
  onClose: () => void;
};

export function LinkDialog({ initialUrl, onApply, onRemove, onClose }: LinkDialogProps) {
  const intl = useIntl();
  const [url, setUrl] = useState(initialUrl);
  const [refused, setRefused] = useState(false);
  const submit = () => {
    const safe = safeHref(url);
    if (safe === null) setRefused(true);
    else onApply(safe);
  };
  return (
    <Modal
      size="sm"
      title={intl.formatMessage({ id: 'richText.link.title' })}
      onClose={onClose}
      footer={
        <>
          {onRemove && (
            <Button variant="ghost" className={styles.removeLink} onClick={onRemove}>
              {intl.formatMessage({ id: 'richText.link.remove' })}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'richText.link.cancel' })}
          </Button>
          <Button onClick={submit}>
            {intl.formatMessage({ id: 'richText.link.apply' })}
          </Button>
        </>
      }
    >
      <TextField
        label={intl.formatMessage({ id: 'richText.link.url' })}
        hint={intl.formatMessage({ id: 'richText.link.hint' })}
        error={refused ? intl.formatMessage({ id: 'richText.link.invalid' }) : undefined}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={url}
        data-autofocus
        onChange={(event) => {
          setUrl(event.target.value);
          setRefused(false);
        }}
        onKeyDown={(event) => {
          // Enter applies the link; it must not submit the page's form around the editor.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
      />
    </Modal>
  );
}
