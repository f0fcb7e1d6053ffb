/**
 * The Record column (issue #31 item 6): the record's name as a link to its edit screen, or with
 * "deleted" when the log holds its delete. An account row (a sign-in, a password, a profile) names
 * the admin whose account it is, linked to that admin. An area with no edit screen shows the name
 * alone; a row that names no record (a sign-in written before they named the account) a dash.
 */
import { useIntl } from 'react-intl';
import type { ActivityRow } from '../../api/contract/activity';
import { activityRecordPath } from '../../app/kit/activity-record-path';
import { CellText } from '../../ui/cell-text';
import { TextLink } from '../../ui/text-link';

export function RecordName({ row }: { row: ActivityRow }) {
  const intl = useIntl();
  if (row.record_id === null || row.record_label === '') {
    return row.record_label === '' ? <CellText tone="muted">—</CellText> : <CellText tone="strong">{row.record_label}</CellText>;
  }
  if (row.record_deleted) {
    return (
      <>
        <CellText tone="strong">{row.record_label}</CellText> <CellText>({intl.formatMessage({ id: 'activity.record.deleted' })})</CellText>
      </>
    );
  }
  const path = activityRecordPath(row.area, row.record_id);
  if (path === undefined) return <CellText tone="strong">{row.record_label}</CellText>;
  return (
    <TextLink href={path}>
      <bdi>{row.record_label}</bdi>
    </TextLink>
  );
}
