/**
 * Around each routed screen, inside the shell: when the screen cannot be drawn (its chunk failed
 * to load even after retries, or it threw), the screen's place says so with Try again, and the
 * sidebar and top bar keep working (issue #31 item 1). A screen whose chunk failed comes back by
 * itself: it waits on the app's one "server back" watcher (server-back.ts), which probes the
 * server while anyone waits, and is tried again when the server answers. If the server now
 * serves a newer build, the chunk is gone for good: the tab reloads into the new build instead.
 */
import { Component, type ContextType, type ReactNode } from 'react';
import { AppContext } from './app-context';
import { ServerAwayError } from './chunk-gate';
import { hasFailedScreens, reloadFailedScreens } from './lazy-screen';
import { isNewVersionAvailable, reloadForNewVersion } from './new-version';
import { ScreenLoadFailed } from './screen-load-failed';
import { checkServerBuild } from './server-build';
import { reloadForStuckChunk } from './stuck-chunk-reload';

/** `asked`: the admin pressed Try again, so the button shows it is at work (quiet tries do not). */
type State = { failed: boolean; trying: false | 'quietly' | 'asked' };

export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = AppContext;
  declare context: ContextType<typeof AppContext>;
  override state: State = { failed: false, trying: false };
  private stopWaiting: (() => void) | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch() {
    this.waitForServer();
  }

  override componentWillUnmount() {
    this.stopWaiting?.();
  }

  /** By itself only a failed chunk is tried again, once the server answers. */
  private waitForServer() {
    if (this.stopWaiting || !hasFailedScreens() || !this.context) return;
    this.stopWaiting = this.context.serverBack.whenBack(() => {
      this.stopWaiting = undefined;
      void this.recover(false);
    });
  }

  /** The admin's Try again redraws any failure. */
  private async recover(asked: boolean) {
    if (this.state.trying) return;
    this.setState({ trying: asked ? 'asked' : 'quietly' });
    await checkServerBuild();
    if (isNewVersionAvailable()) return reloadForNewVersion();
    try {
      await reloadFailedScreens();
      this.stopWaiting?.();
      this.stopWaiting = undefined;
      this.setState({ failed: false, trying: false });
    } catch (error) {
      if (!(error instanceof ServerAwayError) && (await checkServerBuild()) && reloadForStuckChunk()) return;
      this.setState({ trying: false });
      this.waitForServer();
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenLoadFailed trying={this.state.trying === 'asked'} onRetry={() => void this.recover(true)} />;
  }
}
