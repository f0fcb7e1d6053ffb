/**
 * Every machine a flow journal can name (by its config id): what a replay, from the command
 * line (`npm run replay`) or the `?debug` panel, runs the recorded events through, and what
 * `npm run flows` draws. The machines every area shares are listed here; each area's own (its
 * form's) come from its declaration (areas/<area>/client-area.ts), so a new area needs no line here. A machine
 * missing is skipped by the replay: tests/unit/replay-cli.test.ts checks that every machine of
 * src/machines and every area form is known.
 */
import type { AnyStateMachine } from 'xstate';
import { appearanceMachine } from '../machines/appearance.machine';
import { bulkActionMachine } from '../machines/bulk-action.machine';
import { chainCheckMachine } from '../machines/chain-check.machine';
import { changePasswordMachine } from '../machines/change-password.machine';
import { commandPaletteMachine } from '../machines/command-palette.machine';
import { csvExportMachine } from '../machines/csv-export.machine';
import { deleteConfirmMachine } from '../machines/delete-confirm.machine';
import { imagePickMachine } from '../machines/image-pick.machine';
import { leaveGuardMachine } from '../machines/leave-guard.machine';
import { listAreaMachine } from '../machines/list-area.machine';
import { listMachine } from '../machines/list.machine';
import { endAdminSessionsMachine } from '../machines/end-admin-sessions.machine';
import { localeMachine } from '../machines/locale.machine';
import { passkeysMachine } from '../machines/passkeys.machine';
import { profileMachine } from '../machines/profile.machine';
import { recoveryHostMachine } from '../machines/recovery-host.machine';
import { recoveryMachine } from '../machines/recovery.machine';
import { registerMachine } from '../machines/register.machine';
import { roleRulesMachine } from '../machines/role-rules.machine';
import { sessionMachine } from '../machines/session.machine';
import { setPasswordMachine } from '../machines/set-password.machine';
import { statusToggleMachine } from '../machines/status-toggle.machine';
import { uploadTrackerMachine } from '../machines/upload-tracker.machine';
import { uploadMachine } from '../machines/upload.machine';
import { uploadsMachine } from '../machines/uploads.machine';
// The login flow with the page's own field checks, which the app supplies (issue #37).
import { checkedLoginMachine } from '../app/login-checks.live';
import { checkedSecondFactorMachine } from '../app/second-factor-checks.live';
import type { AreaDef } from '../app/area-def';

/** The machines of no area or of every area. */
export const sharedMachines: readonly AnyStateMachine[] = [
  appearanceMachine,
  bulkActionMachine,
  chainCheckMachine,
  changePasswordMachine,
  commandPaletteMachine,
  csvExportMachine,
  deleteConfirmMachine,
  endAdminSessionsMachine,
  imagePickMachine,
  leaveGuardMachine,
  listAreaMachine,
  listMachine,
  localeMachine,
  checkedLoginMachine,
  passkeysMachine,
  profileMachine,
  recoveryMachine,
  recoveryHostMachine,
  registerMachine,
  roleRulesMachine,
  checkedSecondFactorMachine,
  sessionMachine,
  setPasswordMachine,
  statusToggleMachine,
  uploadTrackerMachine,
  uploadMachine,
  uploadsMachine,
];

/**
 * The shared machines, then each area's own, in the areas' order. `areas`: the list of areas, as
 * the SPA has it (src/app/areas.ts) or as Node reads it (src/app/load-areas.ts).
 */
export async function loadKnownMachines(areas: readonly AreaDef[]): Promise<readonly AnyStateMachine[]> {
  const ofAreas = await Promise.all(areas.map((area) => area.machines?.() ?? []));
  return [...sharedMachines, ...ofAreas.flat()];
}
