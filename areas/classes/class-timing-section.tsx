/** When the recipe name and the ingredient list show in the video (spec section 2), as HH:mm:ss; the ends stay within the video. */
import { useIntl } from 'react-intl';
import type { ClassField } from '../../src/machines/class-form.values';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { FormGrid } from '../../src/ui/form-grid';
import { TextField } from '../../src/ui/text-field';
import { FormSection } from './form-section';
import { useClassField, type ClassFormActor } from './use-class-field';

const TIMES: { field: ClassField; label: MessageId; name: string }[] = [
  { field: 'recipeStart', label: 'classes.field.recipeStart', name: 'recipe_name_start_time' },
  { field: 'recipeEnd', label: 'classes.field.recipeEnd', name: 'recipe_name_end_time' },
  { field: 'ingredientStart', label: 'classes.field.ingredientStart', name: 'ingredient_start_time' },
  { field: 'ingredientEnd', label: 'classes.field.ingredientEnd', name: 'ingredient_end_time' },
];

function TimeField({ form, field, label, name, busy }: { form: ClassFormActor; field: ClassField; label: MessageId; name: string; busy: boolean }) {
  const intl = useIntl();
  const time = useClassField(form, field);
  return (
    <TextField
      label={intl.formatMessage({ id: label })}
      name={name}
      autoComplete="off"
      spellCheck={false}
      maxLength={8}
      placeholder={intl.formatMessage({ id: 'classes.field.timePlaceholderHms' })}
      value={time.value}
      error={time.error}
      readOnly={busy}
      onChange={(event) => time.change(event.target.value)}
      onBlur={time.onBlur}
    />
  );
}

export function ClassTimingSection({ form, busy }: { form: ClassFormActor; busy: boolean }) {
  const intl = useIntl();
  return (
    <FormSection title={intl.formatMessage({ id: 'classes.section.timing' })} hint={intl.formatMessage({ id: 'classes.section.timingHint' })}>
      <FormGrid>
        {TIMES.map((time) => (
          <TimeField key={time.field} form={form} busy={busy} {...time} />
        ))}
      </FormGrid>
    </FormSection>
  );
}
