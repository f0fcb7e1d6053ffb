/**
 * The subscribed e-mails (spec section 2; DESIGN.md section 6: /subscription-details): email
 * and date, sortable and paged; read-only, so no search box, no Add and no row actions.
 */
import { subscribedEmailPaths } from './subscribed-email-contract';
import { MailCheck } from 'lucide-react';
import { subscribedEmailActors, subscribedEmailKeys } from './subscribed-email-calls';
import type { SubscribedEmailRow } from './subscribed-email-contract';
import { dateColumn } from '../../src/app/kit/columns';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';

export const subscribedEmailListArea: ListArea<SubscribedEmailRow> = {
  path: '/subscription-details',
  exportPath: subscribedEmailPaths.export,
  live: 'subscription-details',
  text: {
    title: 'subscribedEmails.title',
    description: 'subscribedEmails.description',
    count: 'subscribedEmails.count',
    empty: 'subscribedEmails.empty',
  },
  columns: [
    { id: 'email', header: 'subscribedEmails.column.email', sortKey: 'email', cell: (row) => <CellText tone="strong">{row.email}</CellText> },
    dateColumn('content.column.date', (row) => row.created_at, 'created_at'),
  ],
  labelOf: (row) => row.email,
  // Subscribers have no id; an e-mail is subscribed once.
  rowKey: (row) => row.email,
  actions: [],
  icon: MailCheck,
  queryKey: subscribedEmailKeys.all,
  actors: subscribedEmailActors,
};
