/**
 * axe on a page of a `browser.newContext()` (TOOLCHAIN.md): its serious and critical findings,
 * one line each, with every rule axe has (issue #31 item 7), the AAA contrast one
 * (color-contrast-enhanced, WCAG 1.4.6, 7:1) included.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Every rule axe knows, by id: naming them runs them all, the experimental ones (such as
 * label-content-name-mismatch, WCAG 2.5.3) and those off by default included, which a plain run
 * and a run by tags leave out.
 */
export const EVERY_AXE_RULE = axe.getRules().map((rule) => rule.ruleId);

export async function axeProblems(target: Page) {
  // A toast fading in is half transparent: axe would measure its contrast mid-way. What a reader
  // meets is the settled page, so finite animations end first (a spinner's endless one is left).
  await target.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Only violations are read: axe then skips gathering every passing node (a third of its time).
  const results = await new AxeBuilder({ page: target }).withRules(EVERY_AXE_RULE).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
