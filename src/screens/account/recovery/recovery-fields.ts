/** The change and blur handlers every recovery form gives its fields. */
import type { RecoveryField } from '../../../machines/recovery.machine';
import type { RecoveryActor } from '../../../machines/recovery-host.machine';

export const fieldHandlers = (flow: RecoveryActor, field: RecoveryField) => ({
  onChange: (event: { target: { value: string } }) => flow.send({ type: 'recovery.change', field, value: event.target.value }),
  onBlur: () => flow.send({ type: 'recovery.blur', field }),
});
