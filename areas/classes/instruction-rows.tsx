/** The recipe's instructions (spec sections 2, 5): text up to 124 characters, timestamp and end timestamp; rows added and removed. */
import { shallowEqual, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { INSTRUCTION_MAX_CHARS } from '../../src/constants';
import type { InstructionRow as Row } from '../../src/machines/class-form.values';
import { TextField } from '../../src/ui/text-field';
import { useTranslateClassMessage } from './class-messages';
import { EditableRow, EditableRows } from './editable-rows';
import { selectInstructionErrors } from './select-class-form';
import type { ClassFormActor } from './use-class-field';
import * as styles from './class-form.css';

function InstructionRow({ form, index, busy }: { form: ClassFormActor; index: number; busy: boolean }) {
  const intl = useIntl();
  const translate = useTranslateClassMessage();
  const row = useSelector(form, (s) => s.context.values.instructions[index]);
  const errors = useSelector(form, (s) => selectInstructionErrors(s, index), shallowEqual);
  if (!row) return null;
  const number = index + 1;
  const field = (name: keyof Row) => ({
    value: row[name],
    error: errors[name] && translate(errors[name]),
    readOnly: busy,
    onChange: (event: { target: { value: string } }) => form.send({ type: 'instruction.change', index, field: name, value: event.target.value }),
  });
  const time = { autoComplete: 'off', spellCheck: false, maxLength: 8, placeholder: intl.formatMessage({ id: 'classes.field.timePlaceholderHms' }) };
  return (
    <EditableRow
      number={number}
      busy={busy}
      removeLabel={intl.formatMessage({ id: 'classes.instruction.remove' }, { number })}
      onRemove={() => form.send({ type: 'instruction.remove', index })}
    >
      <div className={styles.rowFields}>
        <TextField
          {...field('text')}
          label={intl.formatMessage({ id: 'classes.instruction.text' }, { number })}
          placeholder={intl.formatMessage({ id: 'classes.instruction.textPlaceholder' })}
          maxLength={INSTRUCTION_MAX_CHARS}
          hint={intl.formatMessage({ id: 'classes.instruction.count' }, { count: row.text.length, max: INSTRUCTION_MAX_CHARS })}
        />
        <TextField {...time} {...field('timestamp')} label={intl.formatMessage({ id: 'classes.instruction.timestamp' })} />
        <TextField {...time} {...field('endTimestamp')} label={intl.formatMessage({ id: 'classes.instruction.endTimestamp' })} />
      </div>
    </EditableRow>
  );
}

export function InstructionRows({ form, busy }: { form: ClassFormActor; busy: boolean }) {
  const intl = useIntl();
  const count = useSelector(form, (s) => s.context.values.instructions.length);
  return (
    <EditableRows
      title={intl.formatMessage({ id: 'classes.section.instructions' })}
      hint={intl.formatMessage({ id: 'classes.section.instructionsHint' })}
      empty={intl.formatMessage({ id: 'classes.instruction.empty' })}
      addLabel={intl.formatMessage({ id: 'classes.instruction.add' })}
      count={count}
      busy={busy}
      onAdd={() => form.send({ type: 'instruction.add' })}
      row={(index) => <InstructionRow key={index} form={form} index={index} busy={busy} />}
    />
  );
}
