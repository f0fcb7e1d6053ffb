/** The subscription-plan list (spec section 2): title, amount, date; view, edit, delete. */
import { subscriptionPaths } from './subscription-contract';
import { CreditCard } from 'lucide-react';
import { subscriptionActors, subscriptionKeys } from './subscription-calls';
import type { SubscriptionRow } from './subscription-contract';
import { dateColumn } from '../../src/app/kit/columns';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';
import { SubscriptionView } from './subscription-view';

export const subscriptionListArea: ListArea<SubscriptionRow> = {
  path: '/subscription',
  exportPath: subscriptionPaths.export,
  bulk: { delete: subscriptionPaths.bulkDelete },
  trash: 'subscription',
  text: {
    title: 'subscriptions.title',
    description: 'subscriptions.description',
    count: 'subscriptions.count',
    add: 'subscriptions.add',
    searchLabel: 'subscriptions.search',
    searchPlaceholder: 'content.searchByTitle',
    noMatchBody: 'content.tryAnotherTitle',
    empty: 'subscriptions.empty',
    deleteTitle: 'subscriptions.deleteTitle',
  },
  columns: [
    { id: 'title', header: 'content.column.title', sortKey: 'title', cell: (plan) => <CellText tone="strong">{plan.title}</CellText> },
    { id: 'amount', header: 'content.column.amount', sortKey: 'amount', cell: (plan) => <CellText tone="number">{plan.amount}</CellText> },
    dateColumn('content.column.date', (plan) => plan.created_at, 'created_at'),
  ],
  labelOf: (plan) => plan.title,
  actions: ['view', 'edit', 'delete'],
  View: SubscriptionView,
  icon: CreditCard,
  queryKey: subscriptionKeys.all,
  actors: subscriptionActors,
};
