/**
 * The toolbar's second row when an area has filters: each applies as soon as it changes (the list
 * goes back to page 1), and "Clear filters" appears once any is set.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { X } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { listMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { FilterDay } from '../../ui/filter-day';
import { FilterSelect } from '../../ui/filter-select';
import type { ListFilter } from './list-area';
import * as styles from './list-screen.css';

type ListActor = ActorRefFrom<typeof listMachine>;

function ChoiceFilter({ list, filter }: { list: ListActor; filter: Extract<ListFilter, { kind: 'choice' }> }) {
  const intl = useIntl();
  const value = useSelector(list, (s) => s.context.query.filters?.[filter.name] ?? '');
  const options = filter.useOptions();
  return (
    <FilterSelect
      label={intl.formatMessage({ id: filter.label })}
      anyLabel={intl.formatMessage({ id: filter.any })}
      options={options}
      value={value}
      onChange={(next) => list.send({ type: 'list.filter', name: filter.name, value: next })}
    />
  );
}

function DayFilter({ list, filter }: { list: ListActor; filter: Extract<ListFilter, { kind: 'day' }> }) {
  const intl = useIntl();
  const filters = useSelector(list, (s) => s.context.query.filters);
  return (
    <FilterDay
      label={intl.formatMessage({ id: filter.label })}
      value={filters?.[filter.name] ?? ''}
      min={filter.after && filters?.[filter.after]}
      max={filter.before && filters?.[filter.before]}
      onChange={(next) => list.send({ type: 'list.filter', name: filter.name, value: next })}
    />
  );
}

export function ListFilters({ list, filters }: { list: ListActor; filters: readonly ListFilter[] }) {
  const intl = useIntl();
  const anySet = useSelector(list, (s) => Object.keys(s.context.query.filters ?? {}).length > 0);
  return (
    <div className={styles.filters} role="group" aria-label={intl.formatMessage({ id: 'kit.filters.label' })}>
      {filters.map((filter) =>
        filter.kind === 'choice' ? <ChoiceFilter key={filter.name} list={list} filter={filter} /> : <DayFilter key={filter.name} list={list} filter={filter} />,
      )}
      {anySet && (
        <Button
          size="sm"
          variant="ghost"
          icon={<X size={14} aria-hidden="true" />}
          onClick={() => filters.forEach((filter) => list.send({ type: 'list.filter', name: filter.name, value: '' }))}
        >
          {intl.formatMessage({ id: 'kit.filters.clear' })}
        </Button>
      )}
    </div>
  );
}
