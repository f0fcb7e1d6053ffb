/** The shape of a form while its record loads: label and box placeholders in the same grid. */
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../theme/utilities.css';
import { FormGrid } from '../../ui/form-grid';
import { Skeleton } from '../../ui/skeleton';
import * as styles from './entity-form-screen.css';

export function FormSkeleton({ fields }: { fields: { name: string; span?: 'full' }[] }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" data-skeleton="form">
      <span className={visuallyHidden}>{intl.formatMessage({ id: 'kit.form.loading' })}</span>
      <FormGrid>
        {fields.map((field) => (
          <div key={field.name} className={styles.skeleton} data-span={field.span}>
            <Skeleton width="30%" />
            <Skeleton height="42px" />
          </div>
        ))}
      </FormGrid>
    </div>
  );
}
