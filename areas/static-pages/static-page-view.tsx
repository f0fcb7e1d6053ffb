/**
 * The static-page view modal (spec section 2): the page name and its content rendered as HTML,
 * sanitised with DOMPurify to the rich-text policy before it reaches the page (DESIGN.md
 * section 5), whatever the server stored.
 */
import { staticPagePaths } from './static-page-contract';
import { useIntl } from 'react-intl';
import { staticPageViewQuery } from './static-page-calls';
import { useApiClient } from '../../src/app/app-context';
import { RecordViewModal } from '../../src/app/kit/record-view-modal';
import { editPath } from '../../src/app/kit/record-id';
import { DetailList } from '../../src/ui/detail-list';
import { SanitisedHtml } from '../../src/ui/sanitised-html';

export function StaticPageView({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  return (
    <RecordViewModal title={intl.formatMessage({ id: 'staticPages.viewTitle' })} size="lg" query={staticPageViewQuery(useApiClient(), id)} history={{ path: staticPagePaths.history, id, editHref: editPath('/static-page', id) }} onClose={onClose}>
      {(page) => (
        <>
          <DetailList items={[{ label: intl.formatMessage({ id: 'staticPages.field.pageName' }), value: page.title }]} />
          <SanitisedHtml html={page.content} label={intl.formatMessage({ id: 'staticPages.field.content' })} />
        </>
      )}
    </RecordViewModal>
  );
}
