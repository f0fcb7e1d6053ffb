/**
 * An area's form machine with its real effects: the area's load and save calls (or the record
 * the list handed over), toasts, the area's cached records invalidated after a save, the move
 * back to the list view the admin came from (list-return.ts), the draft kept in the tab's
 * session storage (form-draft.ts), a version read from the record's history (issue #33 item 1), and
 * the record's changes made elsewhere (issue #33 item 3).
 */
import { fromCallback, fromPromise } from 'xstate';
import { activityApi } from '../../api/activity';
import { ApiError } from '../../api/api-error';
import { CORE_ANSWER_TEXTS } from '../../api/contract/answer-codes';
import type { EntityFormEvent, FormValues, RecordVersion } from '../../machines/entity-form.machine';
import type { Module } from '../../api/contract/modules';
import { supplyAll } from '../../machines/supplied';
import type { AppDependencies } from '../dependencies';
import { notifyAction } from '../notify-action';
import { serverBackActor } from '../server-back';
import type { FormArea } from './form-area';
import type { FormDraft } from './form-draft';
import { listViewToReturnTo } from './list-address.live';

export function liveEntityForm<TValues extends FormValues, TRecord>(
  deps: AppDependencies,
  form: FormArea<TValues, TRecord>,
  screen: {
    /** The record as the list handed it over (an area with no view call), or null to load it. */
    handed: TRecord | null;
    /** Called before the move after a save: the form is saved, nothing is left to guard. */
    beforeLeave: () => void;
    /** Where this form's typed values wait for a reload. */
    draft: FormDraft<TValues>;
  },
) {
  const actors = form.actors(deps.client);
  return supplyAll(form.machine, {
    actors: {
      loadRecord: screen.handed === null ? actors.loadRecord : fromPromise<TRecord, { id: number }>(async () => screen.handed as TRecord),
      save: actors.save,
      // An area that keeps no versions has no history call: its forms are never opened on one.
      loadVersion: fromPromise<RecordVersion, { id: number; versionId: number }>(async ({ input, signal }) => {
        if (!form.history) throw new ApiError(CORE_ANSWER_TEXTS['history.version_not_found'], 404, 'history.version_not_found');
        return activityApi(deps.client).version(form.history, input.id, input.versionId, signal);
      }),
      serverBack: serverBackActor(deps.serverBack),
      // This record's changes committed elsewhere (issue #33 item 3); the area is its list's route,
      // as its module is named (contract/modules.ts). This tab's own save is heard while the form
      // is saving or saved, where the machine takes no such event.
      liveChanges: fromCallback<EntityFormEvent<TValues>, { id: number | null }>(({ input, sendBack }) => {
        if (input.id === null) return undefined;
        return deps.live.listen(form.config.listPath.slice(1) as Module, (news) => {
          if (news.kind === 'change' && news.change.record_id === input.id) sendBack({ type: 'form.remoteChange', adminName: news.change.admin_name, action: news.change.action });
        });
      }),
    },
    actions: {
      notify: notifyAction(deps),
      keepDraft: (_, { values, version }) => screen.draft.keep(values, version),
      dropDraft: () => screen.draft.drop(),
      invalidateCache: () => void deps.queryClient.invalidateQueries({ queryKey: form.queryKey }),
      navigate: (_, { to }) => {
        screen.beforeLeave();
        deps.navigate(listViewToReturnTo(to));
      },
    },
  });
}
