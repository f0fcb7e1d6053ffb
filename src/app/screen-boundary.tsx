/**
 * Around each routed screen, inside the shell: when the screen cannot be drawn (its chunk failed
 * to load even after retries, or it threw), the screen's place says so with Try again, and the
 * sidebar and top bar keep working (issue #31 item 1). A screen whose chunk failed comes back by
 * itself: every few seconds, when the browser is back online and when the tab gets focus it is
 * tried again. If the server now serves a newer build, the chunk is gone for good: the tab
 * reloads into the new build instead.
 */
import { Component, type ReactNode } from 'react';
import { hasFailedScreens, reloadFailedScreens } from './lazy-screen';
import { isNewVersionAvailable, reloadForNewVersion } from './new-version';
import { ScreenLoadFailed } from './screen-load-failed';
import { checkServerBuild } from './server-build';

export const SCREEN_RETRY_MS = 3000;

/** `asked`: the admin pressed Try again, so the button shows it is at work (quiet tries do not). */
type State = { failed: boolean; trying: false | 'quietly' | 'asked' };

export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, trying: false };
  private timer: ReturnType<typeof setInterval> | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch() {
    this.watch();
    void this.recover(false);
  }

  override componentWillUnmount() {
    this.unwatch();
  }

  private readonly onWake = () => void this.recover(false);

  private watch() {
    if (this.timer) return;
    this.timer = setInterval(this.onWake, SCREEN_RETRY_MS);
    window.addEventListener('online', this.onWake);
    window.addEventListener('focus', this.onWake);
  }

  private unwatch() {
    clearInterval(this.timer);
    this.timer = undefined;
    window.removeEventListener('online', this.onWake);
    window.removeEventListener('focus', this.onWake);
  }

  /** By itself only a failed chunk is tried again; the admin's Try again redraws any failure. */
  private async recover(asked: boolean) {
    if (this.state.trying || (!asked && !hasFailedScreens())) return;
    this.setState({ trying: asked ? 'asked' : 'quietly' });
    await checkServerBuild();
    if (isNewVersionAvailable()) return reloadForNewVersion();
    try {
      await reloadFailedScreens();
      this.unwatch();
      this.setState({ failed: false, trying: false });
    } catch {
      this.setState({ trying: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenLoadFailed trying={this.state.trying === 'asked'} onRetry={() => void this.recover(true)} />;
  }
}
