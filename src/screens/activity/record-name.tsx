/**
 * The Record column (issue #31 item 6): the record's name as a link to its edit screen, or with
 * "deleted" when the log holds its delete. An area with no edit screen (the account, subscription
 * details) shows the name alone.
 */
import { useIntl } from 'react-intl';
import type { ActivityRow } from '../../api/contract/activity';
import { areas } from '../../app/areas';
import { CellText } from '../../ui/cell-text';
import { TextLink } from '../../ui/text-link';

const EDITABLE = new Set(areas.filter((area) => area.form !== undefined).map((area) => area.path));

export function RecordName({ row }: { row: ActivityRow }) {
  const intl = useIntl();
  if (row.record_id === null || row.record_label === '') return <CellText tone="strong">{row.record_label}</CellText>;
  if (row.record_deleted) {
    return (
      <>
        <CellText tone="strong">{row.record_label}</CellText> <CellText>({intl.formatMessage({ id: 'activity.record.deleted' })})</CellText>
      </>
    );
  }
  const path = `/${row.area}`;
  if (!EDITABLE.has(path)) return <CellText tone="strong">{row.record_label}</CellText>;
  return (
    <TextLink href={`${path}/edit/${row.record_id}`}>
      <bdi>{row.record_label}</bdi>
    </TextLink>
  );
}
