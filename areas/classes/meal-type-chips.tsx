/** The class's meal types (spec section 2): several may be chosen, each a chip with its icon. */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Check, Salad } from 'lucide-react';
import { visuallyHidden } from '../../src/theme/utilities.css';
import { FormSection } from './form-section';
import type { ClassFormActor } from './use-class-field';
import * as styles from './class-form.css';

export function MealTypeChips({ form, busy }: { form: ClassFormActor; busy: boolean }) {
  const intl = useIntl();
  const mealTypes = useSelector(form, (s) => s.context.lookups.mealTypes);
  const chosen = useSelector(form, (s) => s.context.values.mealTypeIds);
  const title = intl.formatMessage({ id: 'classes.section.mealTypes' });
  return (
    <FormSection title={title} hint={intl.formatMessage({ id: 'classes.section.mealTypesHint' })}>
      <fieldset className={styles.chips}>
        <legend className={visuallyHidden}>{title}</legend>
        {mealTypes.map((mealType) => {
          const checked = chosen.includes(mealType.id);
          return (
            <label key={mealType.id} className={styles.chip}>
              <input
                type="checkbox"
                name="meal_icon_id"
                value={mealType.id}
                className={visuallyHidden}
                checked={checked}
                disabled={busy}
                onChange={() => form.send({ type: 'mealType.toggle', id: mealType.id })}
              />
              <span className={styles.chipIcon} aria-hidden="true">
                {mealType.image ? <img className={styles.chipImage} src={mealType.image} alt="" /> : <Salad size={14} />}
              </span>
              {mealType.mealType}
              {checked && <Check size={14} className={styles.chipCheck} aria-hidden="true" />}
            </label>
          );
        })}
      </fieldset>
    </FormSection>
  );
}
