/** axe on a page of a `browser.newContext()` (TOOLCHAIN.md): its serious and critical findings, one line each. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function axeProblems(target: Page) {
  // A toast fading in is half transparent: axe would measure its contrast mid-way. What a reader
  // meets is the settled page, so finite animations end first (a spinner's endless one is left).
  await target.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page: target }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
