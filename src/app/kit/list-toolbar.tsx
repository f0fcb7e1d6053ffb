/**
 * Above the table: the search box, where the list has one (every keystroke goes to the list, which
 * waits for the pause), the row count, and the CSV export of the rows the search and sort show.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Download } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { csvExportMachine } from '../../machines/csv-export.machine';
import type { listMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { SearchBox } from '../../ui/search-box';
import type { ListArea } from './list-area';
import { SavedViewsMenu } from './saved-views-menu';
import { selectCountKnown, selectSearching } from './select-list';
import * as styles from './list-screen.css';

type ListToolbarProps<TRow extends object> = {
  list: ActorRefFrom<typeof listMachine>;
  area: ListArea<TRow>;
  csvExport: ActorRefFrom<typeof csvExportMachine>;
};

export function ListToolbar<TRow extends object>({ list, area, csvExport }: ListToolbarProps<TRow>) {
  const intl = useIntl();
  const text = useSelector(list, (s) => s.context.searchText);
  const searching = useSelector(list, selectSearching);
  const count = useSelector(list, (s) => s.context.count);
  const loaded = useSelector(list, selectCountKnown);
  const exporting = useSelector(csvExport, (s) => s.matches('exporting'));
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
      {/* The count and the export keep to the row's end together: the count arriving with the
          first page grows the group away from the button, which stays where it was drawn. */}
      <div className={styles.toolbarEnd}>
        {/* Saved views sit on the export's address; a list without one (the Trash) has neither. */}
        {area.exportPath !== '' && <SavedViewsMenu list={list} path={area.path} exportPath={area.exportPath} />}
        {loaded && <span className={styles.count}>{intl.formatMessage({ id: area.text.count }, { count })}</span>}
        {area.exportPath !== '' && (
          <Button
            size="sm"
            variant="secondary"
            icon={<Download size={16} aria-hidden="true" />}
            loading={exporting}
            // The applied search and sort (not a search still being typed): what the table shows.
            onClick={() => csvExport.send({ type: 'export.start', query: list.getSnapshot().context.query })}
          >
            {intl.formatMessage({ id: exporting ? 'list.exporting' : 'list.export' })}
          </Button>
        )}
      </div>
    </div>
  );
}
