/**
 * Holds a screen until the catalogue's second part (en-US.areas.ts and its translations: every
 * screen's texts but the login page's) is in: it wraps the signed-in shell and the sign-in
 * frame's other screens, each a lazy chunk, and asks the locale machine for that part, so the
 * /login first load carries only the first. If the part cannot be loaded, it says so (with the
 * first part's texts) and offers to try again.
 */
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { AlertBanner } from '../ui/alert-banner';
import { Button } from '../ui/button';
import { useLocaleActor } from '../i18n/i18n-provider';
import * as styles from './area-messages.css';

/** `fallback`: what shows while the part loads (the signed-in shell's skeleton; nothing elsewhere). */
export function AreaMessages({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const localeActor = useLocaleActor();
  // The screen it holds is drawn in the background once the part is in (a deferred value renders in
  // a transition, which React splits into tasks of a few milliseconds): the store's update alone
  // drew the whole signed-in shell and its first screen in one task (issue #37).
  const loaded = useDeferredValue(useSelector(localeActor, (s) => s.context.areasLoaded));
  const failed = useSelector(localeActor, (s) => s.matches('areasFailed'));
  useEffect(() => localeActor.send({ type: 'locale.needAreas' }), [localeActor]);

  if (loaded) return children;
  if (!failed) return fallback;
  return (
    <div className={styles.failed}>
      <AlertBanner
        action={
          <Button size="sm" variant="secondary" onClick={() => localeActor.send({ type: 'locale.retry' })}>
            <FormattedMessage id="locale.retry" />
          </Button>
        }
      >
        <FormattedMessage id="locale.areasFailed" />
      </AlertBanner>
    </div>
  );
}
