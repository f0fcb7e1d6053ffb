/**
 * "A new version is available" above the screen once the server serves a newer build than the
 * tab's (new-version.ts), with a button to reload now; the next move to another address reloads
 * too, into that address. The server is asked which build it serves whenever the tab gets focus
 * or comes back online and every few minutes, so a tab left open learns of a deploy without
 * making a call of its own.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '../ui/button';
import { isNewVersionAvailable, reloadForNewVersion, subscribeNewVersion } from './new-version';
import { checkServerBuild } from './server-build';
import * as styles from './new-version-notice.css';

const CHECK_EVERY_MS = 5 * 60_000;

function useServerBuildWatch() {
  useEffect(() => {
    const check = () => void checkServerBuild();
    const onVisible = () => document.visibilityState === 'visible' && check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('focus', check);
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

/** Reloads into the new address when the admin moves on after the notice showed. */
function useReloadOnNavigation(available: boolean) {
  const [location] = useLocation();
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    if (!available) return;
    if (shownAt.current === null) shownAt.current = location;
    else if (location !== shownAt.current) reloadForNewVersion();
  }, [available, location]);
}

export function NewVersionNotice() {
  const intl = useIntl();
  const available = useSyncExternalStore(subscribeNewVersion, isNewVersionAvailable);
  useServerBuildWatch();
  useReloadOnNavigation(available);
  if (!available) return null;
  return (
    <div className={styles.notice} role="status">
      <span className={styles.text}>
        <Sparkles size={16} aria-hidden="true" />
        {intl.formatMessage({ id: 'app.newVersion.available' })}
      </span>
      <Button size="sm" variant="secondary" icon={<RefreshCw size={14} aria-hidden="true" />} onClick={() => reloadForNewVersion()}>
        {intl.formatMessage({ id: 'app.newVersion.reload' })}
      </Button>
    </div>
  );
}
