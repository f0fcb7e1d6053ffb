/** "Live" or "On-demand", small, under a class's name. */
import { useIntl } from 'react-intl';
import type { ClassType } from '../../src/machines/class-form.values';
import * as styles from './class-image.css';

export function ClassTypeText({ type }: { type: ClassType }) {
  const intl = useIntl();
  return <span className={styles.typeText}>{intl.formatMessage({ id: type === 'live' ? 'classes.type.live' : 'classes.type.onDemand' })}</span>;
}
