/**
 * /class/add and /class/edit/:id (spec sections 2, 5, 8): the classForm machine with its calls,
 * the app's upload runtime (a saved class's new video is handed over and uploads on after the
 * form has gone) and the browser's video probe. Its own lazy chunk: no other screen carries it.
 */
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { classViewQuery } from './class-calls';
import { localToday } from './class-schedule';
import { useApiClient, useFlowActor } from '../../src/app/app-context';
import { useAppDependencies } from '../../src/app/app-dependencies';
import { DraftOffer } from '../../src/app/kit/draft-offer';
import { draftPath } from '../../src/app/kit/form-draft';
import { FormLoadFailed } from '../../src/app/kit/form-load-failed';
import { useFormDraft } from '../../src/app/kit/use-form-draft';
import { FormSkeleton } from '../../src/app/kit/form-skeleton';
import { recordIdOf } from '../../src/app/kit/record-id';
import { classFormIsDirty } from '../../src/machines/class-form.machine';
import type { ClassValues } from '../../src/machines/class-form.values';
import { useLeaveGuard } from '../../src/app/leave-guard/use-leave-guard';
import { AlertBanner } from '../../src/ui/alert-banner';
import { Card } from '../../src/ui/card';
import { FormActions } from '../../src/ui/form-actions';
import { PageHeader } from '../../src/ui/page-header';
import { useStagedCount } from '../../src/ui/use-staged-count';
import { useUploadRuntimeWhenNeeded } from '../../src/app/use-upload-runtime';
import { ClassDetailsSection } from './class-details-section';
import { ClassEditConflict } from './class-edit-conflict';
import { liveClassForm } from './class-form.live';
import { listViewToReturnTo } from '../../src/app/kit/list-address.live';
import { ClassMediaSection } from './class-media-section';
import { useTranslateClassMessage } from './class-messages';
import { ClassTimingSection } from './class-timing-section';
import { IngredientRows } from './ingredient-rows';
import { InstructionRows } from './instruction-rows';
import { MealTypeChips } from './meal-type-chips';
import { selectBlocked, selectBusy, selectLoadFailed, selectLoading, selectLoadAway } from './select-class-form';
import * as styles from './class-form.css';

const SKELETON_FIELDS = ['name', 'type', 'chef', 'date', 'description', 'image'].map((name) => ({ name }));

function ClassForm({ recordId }: { recordId: number | null }) {
  const intl = useIntl();
  const client = useApiClient();
  const uploadRuntime = useUploadRuntimeWhenNeeded();
  const translate = useTranslateClassMessage();
  // The move after a save may come before the view knows the form is clean: the guard is released first.
  const releaseGuard = useRef(() => {});
  // Files are never kept; a video's length only comes with its video. The class's version is one of its values.
  const draft = useFormDraft<ClassValues>(draftPath('/class', recordId), ['image', 'video', 'duration']);
  const form = useFlowActor(
    liveClassForm(useAppDependencies(), {
      translate,
      startUpload: (upload) => uploadRuntime().start(upload),
      beforeLeave: () => releaseGuard.current(),
      draft,
    }),
    { input: { recordId, today: localToday(), draft: draft.read()?.values ?? null } },
  );
  const loading = useSelector(form, selectLoading);
  const loadFailed = useSelector(form, selectLoadFailed);
  const loadAway = useSelector(form, selectLoadAway);
  const busy = useSelector(form, selectBusy);
  const blocked = useSelector(form, selectBlocked);
  // After a refused stale save, Save waits until the current values are loaded.
  const inConflict = useSelector(form, (s) => s.context.conflict || s.matches('reloadingClass'));
  const draftOffered = useSelector(form, (s) => s.matches('editing') && s.context.draft !== null);
  releaseGuard.current = useLeaveGuard(useSelector(form, classFormIsDirty));
  // On edit the machine read the class through this query: its stored image and video are in the cache.
  const stored = useQuery({ ...classViewQuery(client, recordId ?? 0), enabled: false }).data;

  // Back and the breadcrumb lead to the list view the admin came from in this tab, as a save does.
  const [listPath] = useState(() => listViewToReturnTo('/class'));
  const listTitle = intl.formatMessage({ id: 'classes.title' });
  const title = intl.formatMessage({ id: recordId === null ? 'classes.addTitle' : 'classes.editTitle' });
  const back = intl.formatMessage({ id: 'kit.form.back' });
  const header = (
    <PageHeader
      title={title}
      description={intl.formatMessage({ id: recordId === null ? 'classes.addDescription' : 'classes.editDescription' })}
      breadcrumb={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), href: '/' }, { label: listTitle, href: listPath }, { label: title }]}
    />
  );
  // The form is the longest render of the product (issue #11: Lighthouse's blocking time on
  // /class/add). Its first draw is deferred: React renders it in slices between which the browser
  // stays responsive, while the skeleton holds the place; a failed load shows at once.
  const formShown = useDeferredValue(!loading && !loadFailed);
  // The sections are drawn one per frame, top first (issue #11: the whole form at once was the
  // longest task of /class/add); the footer stays hidden until the last one is in.
  const parts = [
    <ClassDetailsSection key="details" form={form} busy={busy} />,
    <ClassMediaSection key="media" form={form} busy={busy} stored={{ imageUrl: stored?.image ?? null, videoName: stored?.video_name ? (stored.video_original_name ?? stored.video_name) : null }} />,
    <ClassTimingSection key="timing" form={form} busy={busy} />,
    <InstructionRows key="instructions" form={form} busy={busy} />,
    <IngredientRows key="ingredients" form={form} busy={busy} />,
    <MealTypeChips key="meal-types" form={form} busy={busy} />,
    <Card key="actions" padding="xl" className={styles.actionsCard}>
      {blocked && (
        <div className={styles.blocked}>
          <AlertBanner>{intl.formatMessage({ id: 'classes.form.blocked' })}</AlertBanner>
        </div>
      )}
      <FormActions backHref={listPath} backLabel={back} submitLabel={intl.formatMessage({ id: 'kit.form.save' })} busy={busy} disabled={inConflict} />
    </Card>,
  ];
  const partsDrawn = useStagedCount(formShown ? parts.length : 0, 1);
  if (loading || loadFailed || !formShown) {
    return (
      <>
        {header}
        <Card padding="xl" className={styles.form}>
          {loadFailed ? (
            <FormLoadFailed listPath={listPath} backLabel={back} away={loadAway} onRetry={() => form.send({ type: 'form.retry' })} />
          ) : (
            <FormSkeleton fields={SKELETON_FIELDS} />
          )}
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      <form
        noValidate
        aria-label={title}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'form.submit' });
        }}
      >
        <DraftOffer offered={draftOffered} form={form} />
        <ClassEditConflict form={form} />
        {parts.slice(0, partsDrawn)}
        {partsDrawn < parts.length && <div data-skeleton="form-parts" aria-hidden="true" />}
      </form>
    </>
  );
}

export default function ClassFormScreen() {
  const { id } = useParams<{ id?: string }>();
  return <ClassForm key={id ?? 'add'} recordId={recordIdOf(id)} />;
}
