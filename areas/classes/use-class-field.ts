/** What a plain field of the class form needs: its text value, its visible error (translated), change and blur. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { classFormMachine } from '../../src/machines/class-form.machine';
import type { ClassField } from '../../src/machines/class-form.values';
import { useTranslateClassMessage } from './class-messages';
import { selectFieldError } from './select-class-form';

export type ClassFormActor = ActorRefFrom<typeof classFormMachine>;

export function useClassField(form: ClassFormActor, field: ClassField) {
  const translate = useTranslateClassMessage();
  const value = useSelector(form, (s) => s.context.values[field]);
  const error = useSelector(form, (s) => selectFieldError(s, field));
  return {
    value: typeof value === 'string' ? value : '',
    error: error && translate(error),
    onBlur: () => form.send({ type: 'form.blur', field }),
    change: (next: string | File | null) => form.send({ type: 'form.change', field, value: next }),
  };
}
