import { expect } from 'vitest';
import type { RoleRuleRow } from '../../src/api/contract/second-factor';
import { roleRulesMachine } from '../../src/machines/role-rules.machine';
import { describeModel } from '../support/describe-model';

// Issue #32 item 1, "Two-step sign-in by role": the roles load on entry; a switch that changes a
// role's rule asks the server, shows its message and takes the role as the server answers it; a
// switch that changes nothing sends nothing; a refusal says why and leaves the list as it was; a
// failed load offers to try again.
const support: RoleRuleRow = { id: 3, role: 'Support', required: false, admins: 4, admins_without: 4 };
const content: RoleRuleRow = { id: 5, role: 'Content Manager', required: true, admins: 2, admins_without: 1 };
const supportRequired: RoleRuleRow = { ...support, required: true };
const SAVED = 'Rule saved';
const REFUSED = 'This role does not exist';
const LOAD_FAILED = 'Could not reach the server';

describeModel({
  name: 'roleRules',
  machine: roleRulesMachine,
  events: {
    'roles.set': [
      { id: support.id, required: true },
      { id: content.id, required: true },
      { id: 99, required: true },
    ],
    'roles.retry': [{}],
  },
  outcomes: {
    listRoleRules: { done: [[support, content]], error: [new Error(LOAD_FAILED)] },
    setRoleRule: { done: [{ row: supportRequired, message: SAVED }], error: [new Error(REFUSED)] },
  },
  alsoRefused: true,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.rows.map((row) => `${row.id}:${row.required}`).join(',')} ${snapshot.context.failure ?? ''}`,
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      case 'xstate.init':
        return [{ kind: 'call', name: 'listRoleRules', input: undefined }];
      case 'roles.set': {
        const { id, required } = event as unknown as { id: number; required: boolean };
        // Only a role of the list whose rule this changes: Support, from off to on (Content Manager is on already).
        const changes = before!.matches('ready') && before!.context.rows.some((row) => row.id === id && row.required !== required);
        return changes ? [{ kind: 'call', name: 'setRoleRule', input: { id, required } }] : [];
      }
      case 'roles.retry':
        return before!.matches('failed') ? [{ kind: 'call', name: 'listRoleRules', input: undefined }] : [];
      case 'xstate.done.actor.setRoleRule':
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: SAVED } }];
      case 'xstate.error.actor.setRoleRule':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: REFUSED } }];
      default:
        return [];
    }
  },
  states: {
    failed: ({ snapshot }) => expect(snapshot.context.failure).toBe(LOAD_FAILED),
    ready: ({ snapshot }) => expect(snapshot.context.changing).toBeNull(),
    saving: ({ snapshot }) => expect(snapshot.context.changing).toBe(support.id),
  },
  afterEvent: {
    // The server's answer replaces its row, the others stay.
    'xstate.done.actor.setRoleRule': ({ snapshot }) => expect(snapshot.context.rows).toEqual([supportRequired, content]),
    'xstate.error.actor.setRoleRule': ({ before, snapshot }) => expect(snapshot.context.rows).toEqual(before!.context.rows),
  },
});
