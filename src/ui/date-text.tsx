/** A stored date as the spec shows it (`list`: Nov-21-2026, `detail`: 11/21/2026), in a <time> element. */
import { useIntl } from 'react-intl';
import { formatDetailDate, formatListDate } from '../i18n/dates';

export function DateText({ value, format }: { value: string; format: 'list' | 'detail' }) {
  const { locale } = useIntl();
  const text = format === 'list' ? formatListDate(value, { locale }) : formatDetailDate(value, { locale });
  return <time dateTime={value}>{text}</time>;
}
