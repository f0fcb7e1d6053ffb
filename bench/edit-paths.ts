/**
 * An edit form is measured on a real record: the one in the first row of its list, read from the
 * list's own edit link, so Lighthouse and the plain trace open the same record.
 */
import { launchBrowser } from '../tests/support/browser';
import { signInThroughScreen } from '../tests/support/people-e2e';
import type { ServerProcess } from '../tests/support/server-process';
import type { Screen } from './screens';

export async function withEditPaths(server: ServerProcess, screens: Screen[]): Promise<Screen[]> {
  const lists = [...new Set(screens.flatMap((screen) => (screen.editOf ? [screen.editOf] : [])))];
  if (lists.length === 0) return screens;
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    await signInThroughScreen(page, server);
    const hrefs = new Map<string, string>();
    for (const list of lists) {
      await page.goto(`${server.url}${list}`);
      const edit = page.locator(`a[href^="${list}/edit/"]`).first();
      await edit.waitFor({ timeout: 30_000 });
      hrefs.set(list, new URL((await edit.getAttribute('href'))!, server.url).pathname);
    }
    return screens.map((screen) => (screen.editOf ? { ...screen, path: hrefs.get(screen.editOf)! } : screen));
  } finally {
    await browser.close();
  }
}
