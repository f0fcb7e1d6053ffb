/**
 * "Restore your unsaved changes?" (issue #31 item 3): values typed before a reload, a crash or a
 * new version, offered back at the head of the form until the admin restores or discards them.
 * The same look as the conflict's kept changes: both put typing back.
 */
import { FormattedMessage } from 'react-intl';
import { Undo2 } from 'lucide-react';
import { Button } from '../../ui/button';
import * as styles from './edit-conflict.css';

/** The events every form machine with drafts takes. */
export type DraftEvent = { type: 'form.restoreDraft' } | { type: 'form.discardDraft' };

type DraftOfferProps = {
  offered: boolean;
  /** The form machine's actor: the buttons send it their event. */
  form: { send: (event: DraftEvent) => void };
};

export function DraftOffer({ offered, form }: DraftOfferProps) {
  if (!offered) return null;
  return (
    <section className={styles.stash} aria-labelledby="draft-offer-title" data-testid="draft-offer">
      <h2 id="draft-offer-title" className={styles.title}>
        <FormattedMessage id="kit.draft.offer" />
      </h2>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" icon={<Undo2 size={14} aria-hidden="true" />} onClick={() => form.send({ type: 'form.restoreDraft' })}>
          <FormattedMessage id="kit.draft.restore" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => form.send({ type: 'form.discardDraft' })}>
          <FormattedMessage id="kit.draft.discard" />
        </Button>
      </div>
    </section>
  );
}
