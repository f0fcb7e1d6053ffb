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

type AxeChoice = {
  /** Run every rule axe has (EVERY_AXE_RULE), not only those on by default. */
  everyRule?: boolean;
  /** With everyRule: rules left out of the run, each for a reason its caller gives. */
  except?: readonly string[];
};

export async function axeProblems(target: Page, { everyRule = false, except = [] }: AxeChoice = {}) {
  // A toast fading in is half transparent: axe would measure its contrast mid-way. What a reader
  // meets is the settled page, so finite animations end first (a spinner's endless one is left).
  await target.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page: target });
  const results = await (everyRule ? builder.withRules(EVERY_AXE_RULE.filter((rule) => !except.includes(rule))) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe with every rule it has (EVERY_AXE_RULE) but those named in `except`: the serious and critical findings. */
export const axeEveryRuleProblems = (target: Page, except: readonly string[] = []) => axeProblems(target, { everyRule: true, except });
