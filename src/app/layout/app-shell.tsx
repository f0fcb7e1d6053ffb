/**
 * The signed-in frame around every screen: top bar, sidebar, the screen itself, footer, and
 * the theme settings panel. It owns the appearance actor (issue 7) and react-query's cache,
 * which only signed-in screens use (so react-query stays out of the /login first load).
 * The settings reach the layout as data attributes on the shell element and the colour theme
 * as a class on <html> (use-root-theme.ts); the screen, passed in as `children`, is not
 * re-rendered by any of it. The panel's code loads the first time it opens.
 * Below 768 px the sidebar is a drawer over the page (issue #13 item 4): while it is open the
 * page behind is inert and a backdrop shuts it; shutting it gives focus back to the top bar's
 * menu button.
 */
import { lazy, Suspense, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Palette } from 'lucide-react';
import { useApiClient, useFlowActor } from '../app-context';
import { CommandPalette } from '../command-palette/command-palette';
import { livePalette } from '../command-palette/command-palette.live';
import { usePalettePages } from '../command-palette/palette-pages';
import { usePaletteShortcut } from '../command-palette/use-palette-shortcut';
import { QueryProvider } from '../kit/query-provider';
import { appearanceLogic, storedAppearanceInput } from './appearance.live';
import { Footer } from './footer';
import { SIDEBAR_IMAGE_PROPERTY } from './layout-sizes';
import { selectSidebarLayout } from './select-sidebar';
import { Sidebar } from './sidebar';
import { SidebarToggle } from './sidebar-toggle';
import sidebarImage from './sidebar-image.svg';
import { TopBar } from './top-bar';
import { LeaveDialog } from '../leave-guard/leave-dialog';
import { useRootTheme } from './use-root-theme';
import { useViewportEvents } from './use-viewport-events';
import * as styles from './app-shell.css';

const ThemePanel = lazy(() => import('../theme-panel/theme-panel'));

export const MAIN_CONTENT_ID = 'main-content';

/** The command palette's actor with its real effects, and how to open it (button, Ctrl+K). */
function useCommandPalette() {
  const intl = useIntl();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const pages = usePalettePages();
  // The machine is made once; what it calls reads the latest router, language and role.
  const latest = useRef({ intl, navigate, pages });
  latest.current = { intl, navigate, pages };
  const [logic] = useState(() =>
    livePalette({
      client,
      navigate: (href) => latest.current.navigate(href),
      text: (id) => latest.current.intl.formatMessage({ id }),
    }),
  );
  const actor = useFlowActor(logic);
  const [open] = useState(() => () => actor.send({ type: 'palette.open', pages: latest.current.pages() }));
  usePaletteShortcut(open);
  return { actor, open };
}

export function AppShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [input] = useState(storedAppearanceInput);
  const appearance = useFlowActor(appearanceLogic, { input });
  const settings = useSelector(appearance, (s) => s.context.settings);
  const panelOpen = useSelector(appearance, (s) => s.matches('open'));
  const layout = useSelector(appearance, selectSidebarLayout);
  const drawerOpen = useSelector(appearance, (s) => layout === 'drawer' && s.context.drawerOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  useRootTheme(appearance);
  useViewportEvents(appearance);
  const openPalette = useCommandPalette();

  const openPanel = () => appearance.send({ type: 'appearance.open' });
  const closeDrawer = () => {
    appearance.send({ type: 'drawer.close' });
    menuButton.current?.focus();
  };
  const { toolbar, footer, sidebar, transparentSidebar } = settings;
  const transparent = sidebar && transparentSidebar;

  return (
    <QueryProvider>
      <div
        className={styles.shell}
        data-bars={settings.barsPosition}
        data-toolbar={toolbar ? 'shown' : 'hidden'}
        data-footer={footer ? 'shown' : 'hidden'}
        data-sidebar={layout}
        data-transparent={transparent ? 'on' : 'off'}
        // The picture is named only while it is used, so it is fetched only then.
        style={transparent ? ({ [SIDEBAR_IMAGE_PROPERTY]: `url("${sidebarImage}")` } as CSSProperties) : undefined}
      >
        <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
          {intl.formatMessage({ id: 'shell.skipToContent' })}
        </a>
        {toolbar && (
          <TopBar
            sidebar={layout}
            drawerOpen={drawerOpen}
            menuButtonRef={menuButton}
            onToggleSidebar={() => appearance.send({ type: 'sidebar.toggle' })}
            panelOpen={panelOpen}
            onOpenSettings={openPanel}
            onOpenPalette={openPalette.open}
          />
        )}
        {layout !== 'hidden' && (
          <Sidebar
            layout={layout}
            drawerOpen={drawerOpen}
            onCloseDrawer={closeDrawer}
            linkStyle={settings.linkStyle}
            transparent={transparent}
          />
        )}
        {drawerOpen && <div className={styles.backdrop} aria-hidden="true" onClick={closeDrawer} />}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main} inert={drawerOpen}>
          {children}
        </main>
        <LeaveDialog />
        {footer && <Footer inert={drawerOpen} />}
        {!toolbar && layout === 'drawer' && (
          <SidebarToggle
            layout={layout}
            drawerOpen={drawerOpen}
            buttonRef={menuButton}
            onToggle={() => appearance.send({ type: 'sidebar.toggle' })}
            className={styles.floatingMenu}
          />
        )}
        {!toolbar && (
          <button
            type="button"
            className={styles.floatingSettings}
            aria-haspopup="dialog"
            aria-expanded={panelOpen}
            aria-label={intl.formatMessage({ id: 'appearance.open' })}
            title={intl.formatMessage({ id: 'appearance.open' })}
            onClick={openPanel}
          >
            <Palette size={20} strokeWidth={1.75} aria-hidden="true" />
          </button>
        )}
      </div>
      <CommandPalette palette={openPalette.actor} />
      {panelOpen && (
        <Suspense fallback={null}>
          <ThemePanel appearance={appearance} />
        </Suspense>
      )}
    </QueryProvider>
  );
}
