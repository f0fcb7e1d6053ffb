/**
 * An edit that someone else's save overtook (issue #15 item 2), as the form machine says it:
 * `conflict` shows the refusal with a button that loads the current values (what was typed stays
 * in the fields until then); after the load, the fields the admin had changed are listed with what
 * they typed, with a button that puts those back over the current version and one that drops them.
 */
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { RefreshCw, Undo2 } from 'lucide-react';
import type { EntityFormMachine, FormValue, FormValues } from '../../machines/entity-form.machine';
import { AlertBanner } from '../../ui/alert-banner';
import { Button } from '../../ui/button';
import type { FieldSpec } from './form-area';
import * as styles from './edit-conflict.css';

type EditConflictProps<TValues extends FormValues, TRecord> = {
  form: ActorRefFrom<EntityFormMachine<TValues, TRecord>>;
  fields: FieldSpec<TValues, TRecord>[];
};

/** A typed value as text: a file by its name, HTML as its words. */
function shown(value: FormValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'name' in value) return value.name;
  if (Array.isArray(value)) return value.join(', ');
  return String(value).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

export function EditConflict<TValues extends FormValues, TRecord>({ form, fields }: EditConflictProps<TValues, TRecord>) {
  const intl = useIntl();
  const inConflict = useSelector(form, (s) => s.matches('conflict') || s.matches('reloading'));
  const reloading = useSelector(form, (s) => s.matches('reloading'));
  const stash = useSelector(form, (s) => s.context.stash);
  // Save sits at the foot of the form, the refusal at its head: the way on gets the focus (and the view).
  const reloadButton = useRef<HTMLButtonElement>(null);
  const conflictStarted = useSelector(form, (s) => s.matches('conflict'));
  useEffect(() => {
    if (conflictStarted) reloadButton.current?.focus();
  }, [conflictStarted]);

  if (inConflict) {
    return (
      <div className={styles.place}>
        <AlertBanner
          action={
            <Button ref={reloadButton} size="sm" variant="secondary" loading={reloading} icon={<RefreshCw size={14} aria-hidden="true" />} onClick={() => form.send({ type: 'form.reload' })}>
              <FormattedMessage id="kit.conflict.reload" />
            </Button>
          }
        >
          <FormattedMessage id="kit.conflict.message" />
        </AlertBanner>
      </div>
    );
  }
  if (stash === null) return null;
  // The fields the admin changed, in the form's order (a password is never shown).
  const changed = fields.filter((field) => field.kind !== 'password' && field.name in stash);
  return (
    <section className={styles.stash} aria-labelledby="edit-conflict-stash">
      <h2 id="edit-conflict-stash" className={styles.title}>
        <FormattedMessage id="kit.conflict.loaded" />
      </h2>
      {changed.length > 0 && (
        <dl className={styles.list}>
          {changed.map((field) => (
            <div key={field.name} className={styles.row}>
              <dt>{intl.formatMessage({ id: field.label })}</dt>
              <dd>{shown(stash[field.name] as FormValue | undefined) || intl.formatMessage({ id: 'kit.conflict.empty' })}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" icon={<Undo2 size={14} aria-hidden="true" />} onClick={() => form.send({ type: 'form.restore' })}>
          <FormattedMessage id="kit.conflict.restore" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => form.send({ type: 'form.discardStash' })}>
          <FormattedMessage id="kit.conflict.discard" />
        </Button>
      </div>
    </section>
  );
}
