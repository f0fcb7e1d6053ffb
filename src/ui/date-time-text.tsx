/** A stored instant with its time of day (MMM-DD-YYYY HH:mm, the viewer's zone), in a <time> element. */
import { useIntl } from 'react-intl';
import { formatListDateTime } from '../i18n/dates';

export function DateTimeText({ value }: { value: string }) {
  const { locale } = useIntl();
  return <time dateTime={value}>{formatListDateTime(value, { locale })}</time>;
}
