/**
 * A lazy screen with react-intl around it, both fetched at once (no waterfall): what the router,
 * the toasts and the journal panel load instead of their bare chunk. /login alone does without
 * (issue #37: its first load does not carry react-intl).
 */
import { lazy, type ComponentType } from 'react';

export const loadReactIntl = () => import('./react-intl-provider');

export function lazyWithReactIntl<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  return lazy(() =>
    Promise.all([loadReactIntl(), load()]).then(([{ ReactIntlProvider }, Component]) => ({
      default: (props: TProps) => (
        <ReactIntlProvider>
          <Component {...props} />
        </ReactIntlProvider>
      ),
    })),
  );
}
