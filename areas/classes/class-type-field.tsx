/** Live or on-demand (spec section 2), as two radio cards; date and time follow only for a live class. */
import { useIntl } from 'react-intl';
import { MonitorPlay, Radio } from 'lucide-react';
import { CLASS_TYPES, type ClassType } from '../../src/machines/class-form.values';
import { visuallyHidden } from '../../src/theme/utilities.css';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { useClassField, type ClassFormActor } from './use-class-field';
import * as fieldStyles from '../../src/ui/field.css';
import * as styles from './class-form.css';

const choices: Record<ClassType, { label: MessageId; icon: typeof Radio }> = {
  live: { label: 'classes.type.live', icon: Radio },
  'on-demand': { label: 'classes.type.onDemand', icon: MonitorPlay },
};

export function ClassTypeField({ form, busy }: { form: ClassFormActor; busy: boolean }) {
  const intl = useIntl();
  const field = useClassField(form, 'classType');
  return (
    <fieldset className={`${fieldStyles.field} ${styles.fieldset}`}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'classes.field.type' })}</legend>
      <div className={styles.typeChoices}>
        {CLASS_TYPES.map((type) => {
          const { label, icon: Icon } = choices[type];
          return (
            <label key={type} className={styles.typeChoice}>
              <input
                type="radio"
                name="class_type"
                value={type}
                className={visuallyHidden}
                checked={field.value === type}
                disabled={busy}
                onChange={() => field.change(type)}
              />
              <Icon size={16} aria-hidden="true" />
              {intl.formatMessage({ id: label })}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
