/**
 * The signed-in frame around every screen: top bar, sidebar, the screen itself, footer.
 * It owns the shell-layout actor (expanded or mini sidebar) and react-query's cache, which
 * only signed-in screens use (so react-query stays out of the /login first load).
 */
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { shellLayoutMachine } from '../../machines/shell-layout.machine';
import { useFlowActor } from '../app-context';
import { QueryProvider } from '../kit/query-provider';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import * as styles from './app-shell.css';

export const MAIN_CONTENT_ID = 'main-content';

export function AppShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const layout = useFlowActor(shellLayoutMachine);
  const mini = useSelector(layout, (s) => s.matches('mini'));
  return (
    <QueryProvider>
      <div className={styles.shell}>
        <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
          {intl.formatMessage({ id: 'shell.skipToContent' })}
        </a>
        <TopBar mini={mini} onToggleSidebar={() => layout.send({ type: 'sidebar.toggle' })} />
        <div className={styles.body}>
          <Sidebar mini={mini} />
          <div className={styles.content}>
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
              {children}
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </QueryProvider>
  );
}
