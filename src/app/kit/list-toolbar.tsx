/** Above the table: the search box, where the list has one (every keystroke goes to the list, which waits for the pause), and the row count. */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { listMachine } from '../../machines/list.machine';
import { SearchBox } from '../../ui/search-box';
import type { ListArea } from './list-area';
import { selectCountKnown, selectSearching } from './select-list';
import * as styles from './list-screen.css';

type ListToolbarProps<TRow extends object> = { list: ActorRefFrom<typeof listMachine>; area: ListArea<TRow> };

export function ListToolbar<TRow extends object>({ list, area }: ListToolbarProps<TRow>) {
  const intl = useIntl();
  const text = useSelector(list, (s) => s.context.searchText);
  const searching = useSelector(list, selectSearching);
  const count = useSelector(list, (s) => s.context.count);
  const loaded = useSelector(list, selectCountKnown);
  const { searchLabel, searchPlaceholder } = area.text;
  return (
    <div className={styles.toolbar}>
      {searchLabel && (
        <SearchBox
          value={text}
          busy={searching}
          label={intl.formatMessage({ id: searchLabel })}
          placeholder={searchPlaceholder && intl.formatMessage({ id: searchPlaceholder })}
          onChange={(value) => list.send({ type: 'list.search', text: value })}
        />
      )}
      {loaded && <span className={styles.count}>{intl.formatMessage({ id: area.text.count }, { count })}</span>}
    </div>
  );
}
