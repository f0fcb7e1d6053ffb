/** Column makers for what many lists show the same way: a person's picture, a thing's picture and a stored date. */
import type { MessageId } from '../../i18n/messages/en-US';
import { Avatar } from '../../ui/avatar';
import { DateTimeText } from '../../ui/date-time-text';
import { CellText } from '../../ui/cell-text';
import { DateText } from '../../ui/date-text';
import { Thumbnail } from '../../ui/thumbnail';
import type { AreaColumn } from './list-area';

type Picture = { firstName: string; lastName: string; imageUrl: string | null };

/** The picture column: the image, or initials when there is none (the header is for screen readers). */
export const avatarColumn = <TRow,>(header: MessageId, picture: (row: TRow) => Picture): AreaColumn<TRow> => ({
  id: 'image',
  header,
  headerHidden: true,
  width: '60px',
  skeleton: 'avatar',
  card: 'picture',
  cell: (row) => {
    const { firstName, lastName, imageUrl } = picture(row);
    return <Avatar firstName={firstName} lastName={lastName} imageUrl={imageUrl} />;
  },
});

/** A thing's picture (a meal type's icon), square, or a placeholder when there is none. */
export const thumbnailColumn = <TRow,>(header: MessageId, imageUrl: (row: TRow) => string | null): AreaColumn<TRow> => ({
  id: 'image',
  header,
  headerHidden: true,
  width: '60px',
  skeleton: 'avatar',
  card: 'picture',
  cell: (row) => <Thumbnail imageUrl={imageUrl(row)} />,
});

/** A stored date in the list format (MMM-DD-YYYY). */
export const dateColumn = <TRow,>(header: MessageId, value: (row: TRow) => string, sortKey?: string): AreaColumn<TRow> => ({
  id: 'date',
  header,
  sortKey,
  width: '124px',
  cell: (row) => (
    <CellText tone="date">
      <DateText value={value(row)} format="list" />
    </CellText>
  ),
});

/** A moment with its time of day (an activity's, a delete's), in the admin's time zone; `id` tells two such columns apart. */
export const dateTimeColumn = <TRow,>(id: string, header: MessageId, value: (row: TRow) => string, sortKey?: string): AreaColumn<TRow> => ({
  id,
  header,
  sortKey,
  width: '170px',
  cell: (row) => (
    <CellText tone="date">
      <DateTimeText value={value(row)} />
    </CellText>
  ),
});
