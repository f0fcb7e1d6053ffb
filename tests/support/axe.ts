/** axe on a page of a `browser.newContext()` (TOOLCHAIN.md): its serious and critical findings, one line each. */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Every rule axe knows, by id: naming them runs them all, the experimental ones (such as
 * label-content-name-mismatch, WCAG 2.5.3) and those off by default included, which a plain run
 * and a run by tags leave out.
 */
export const EVERY_AXE_RULE = axe.getRules().map((rule) => rule.ruleId);

export async function axeProblems(target: Page, { everyRule = false }: { everyRule?: boolean } = {}) {
  // A toast fading in is half transparent: axe would measure its contrast mid-way. What a reader
  // meets is the settled page, so finite animations end first (a spinner's endless one is left).
  await target.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page: target });
  const results = await (everyRule ? builder.withRules(EVERY_AXE_RULE) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe with every rule it has (EVERY_AXE_RULE): the serious and critical findings. */
export const axeEveryRuleProblems = (target: Page) => axeProblems(target, { everyRule: true });
