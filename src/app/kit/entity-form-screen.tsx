/**
 * The add/edit screen of every area (spec section 2 "Form screens"): it runs the area's form
 * machine with its actors, shows a breadcrumb, the fields of the mode, Back and Save. On edit
 * the record loads first (a skeleton, or a retry when it cannot be read), unless the list handed
 * it over. The machine's effects are wired in entity-form.live.ts.
 */
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useIntl } from 'react-intl';
import { entityFormIsDirty, type FormValues } from '../../machines/entity-form.machine';
import { useLeaveGuard } from '../leave-guard/use-leave-guard';
import { Card } from '../../ui/card';
import { FormActions } from '../../ui/form-actions';
import { FormGrid } from '../../ui/form-grid';
import { PageHeader } from '../../ui/page-header';
import { useFlowActor } from '../app-context';
import { useAppDependencies } from '../app-dependencies';
import { liveEntityForm } from './entity-form.live';
import type { FormArea } from './form-area';
import { EditConflict } from './edit-conflict';
import { DraftOffer } from './draft-offer';
import { VersionRestoreNotice } from './version-restore-notice';
import { versionToRestore } from './version-to-restore';
import { draftPath } from './form-draft';
import { useFormDraft } from './use-form-draft';
import { FormField } from './form-field';
import { FormLoadFailed } from './form-load-failed';
import { FormSkeleton } from './form-skeleton';
import { preloadRichTextEditor } from './rich-text-field';
import { listViewToReturnTo } from './list-address.live';
import { selectBusy, selectLoadAway, selectLoadFailed, selectLoading } from './select-entity-form';
import * as styles from './entity-form-screen.css';

type EntityFormScreenProps<TValues extends FormValues, TRecord> = {
  form: FormArea<TValues, TRecord>;
  /** The record to edit, or null to add one. */
  recordId: number | null;
  /** The record as the list handed it over (an area with no view call): used instead of loading it. */
  handed?: TRecord | null;
};

export function EntityFormScreen<TValues extends FormValues, TRecord>({ form, recordId, handed = null }: EntityFormScreenProps<TValues, TRecord>) {
  const intl = useIntl();
  // Once, as the form opens: its rich-text editor's chunk loads beside the record.
  useState(() => {
    if (form.fields.some((field) => field.kind === 'richtext')) preloadRichTextEditor();
  });
  // A save that returns at once moves in the same step as it ends: the guard is released first.
  const releaseGuard = useRef(() => {});
  // Never a password in the draft.
  const draft = useFormDraft<TValues>(
    draftPath(form.config.listPath, recordId),
    form.fields.filter((field) => field.kind === 'password').map((field) => field.name),
  );
  // A version from the record's history to put back (issue #33 item 1), read once as the form opens.
  const search = useSearch();
  const [restoreFrom] = useState(() => (recordId === null ? null : versionToRestore(search)));
  const actor = useFlowActor(
    liveEntityForm(useAppDependencies(), form, { handed, beforeLeave: () => releaseGuard.current(), draft }),
    { input: { recordId, draft: draft.read(), restoreFrom } },
  );
  const loading = useSelector(actor, selectLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const loadAway = useSelector(actor, selectLoadAway);
  const busy = useSelector(actor, selectBusy);
  // A save would be refused again until the current values are loaded.
  const conflict = useSelector(actor, (s) => s.matches('conflict') || s.matches('reloading'));
  const draftOffered = useSelector(actor, (s) => s.matches('editing') && s.context.draft !== null);
  const restoring = useSelector(actor, (s) => s.context.restoring);
  releaseGuard.current = useLeaveGuard(useSelector(actor, (s) => entityFormIsDirty(form.config, s)));

  const mode = recordId === null ? 'add' : 'edit';
  // Back and the breadcrumb lead to the list view the admin came from in this tab, as a save does.
  const [listPath] = useState(() => listViewToReturnTo(form.config.listPath));
  const listTitle = intl.formatMessage({ id: form.text.list });
  const title = intl.formatMessage({ id: form.text[mode] });
  const fields = form.fields.filter((field) => !field.only || field.only === mode);
  const back = intl.formatMessage({ id: 'kit.form.back' });

  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage({ id: mode === 'add' ? form.text.addDescription : form.text.editDescription })}
        breadcrumb={[
          { label: intl.formatMessage({ id: 'breadcrumb.home' }), href: '/' },
          { label: listTitle, href: listPath },
          { label: title },
        ]}
      />
      <Card padding="xl" className={fields.some((field) => field.kind === 'richtext') ? styles.wideCard : styles.card}>
        {loading ? (
          <FormSkeleton fields={fields} />
        ) : loadFailed ? (
          <FormLoadFailed listPath={listPath} backLabel={back} away={loadAway} onRetry={() => actor.send({ type: 'form.retry' })} />
        ) : (
          <form
            noValidate
            aria-label={title}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'form.submit' });
            }}
          >
            <VersionRestoreNotice version={restoring} />
            <DraftOffer offered={draftOffered} form={actor} />
            <EditConflict form={actor} fields={fields} />
            <FormGrid>
              {fields.map((spec) => (
                <div key={spec.name} data-span={spec.span}>
                  <FormField form={actor} config={form.config} spec={spec} busy={busy} />
                </div>
              ))}
            </FormGrid>
            <FormActions backHref={listPath} backLabel={back} submitLabel={intl.formatMessage({ id: 'kit.form.save' })} busy={busy} disabled={conflict} />
          </form>
        )}
      </Card>
    </>
  );
}
