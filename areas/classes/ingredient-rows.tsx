/**
 * The class's ingredients (spec sections 2, 5): a measurement and an ingredient typed with
 * suggestions from the ingredients that exist; a name that is none of them is refused with the
 * spec's message. Rows are added and removed.
 */
import { useId } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { TextField } from '../../src/ui/text-field';
import { useTranslateClassMessage } from './class-messages';
import { EditableRow, EditableRows } from './editable-rows';
import { selectIngredientErrors } from './select-class-form';
import type { ClassFormActor } from './use-class-field';
import * as styles from './class-form.css';

function IngredientRow({ form, index, listId, busy }: { form: ClassFormActor; index: number; listId: string; busy: boolean }) {
  const intl = useIntl();
  const translate = useTranslateClassMessage();
  const row = useSelector(form, (s) => s.context.values.ingredients[index]);
  const errors = useSelector(form, (s) => selectIngredientErrors(s, index), shallowEqual);
  if (!row) return null;
  const number = index + 1;
  const field = (name: 'ingredientText' | 'measurement') => ({
    value: row[name],
    error: errors[name] && translate(errors[name]),
    readOnly: busy,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => form.send({ type: 'ingredient.change', index, field: name, value: event.target.value }),
  });
  return (
    <EditableRow
      number={number}
      busy={busy}
      removeLabel={intl.formatMessage({ id: 'classes.ingredient.remove' }, { number })}
      onRemove={() => form.send({ type: 'ingredient.remove', index })}
    >
      <div className={styles.ingredientFields}>
        <TextField
          {...field('measurement')}
          label={intl.formatMessage({ id: 'classes.ingredient.measurement' })}
          placeholder={intl.formatMessage({ id: 'classes.ingredient.measurementPlaceholder' })}
          maxLength={100}
        />
        <TextField
          {...field('ingredientText')}
          label={intl.formatMessage({ id: 'classes.ingredient.ingredient' }, { number })}
          placeholder={intl.formatMessage({ id: 'classes.ingredient.ingredientPlaceholder' })}
          list={listId}
        />
      </div>
    </EditableRow>
  );
}

export function IngredientRows({ form, busy }: { form: ClassFormActor; busy: boolean }) {
  const intl = useIntl();
  const listId = useId();
  const count = useSelector(form, (s) => s.context.values.ingredients.length);
  const ingredients = useSelector(form, (s) => s.context.lookups.ingredients);
  return (
    <EditableRows
      title={intl.formatMessage({ id: 'classes.section.ingredients' })}
      hint={intl.formatMessage({ id: 'classes.section.ingredientsHint' })}
      empty={intl.formatMessage({ id: 'classes.ingredient.empty' })}
      addLabel={intl.formatMessage({ id: 'classes.ingredient.add' })}
      count={count}
      busy={busy}
      onAdd={() => form.send({ type: 'ingredient.add' })}
      row={(index) => <IngredientRow key={index} form={form} index={index} listId={listId} busy={busy} />}
    >
      <datalist id={listId}>
        {ingredients.map((ingredient) => (
          <option key={ingredient.id} value={ingredient.name} />
        ))}
      </datalist>
    </EditableRows>
  );
}
