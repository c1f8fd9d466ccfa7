import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser build, from node_modules, injected into the page under test. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The impacts a screen must have none of. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export type AccessibilityProblem = { rule: string; impact: ImpactValue; help: string; targets: string[] };

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now (the
 * screen must be shown: wait for its content first). The page's context needs `bypassCSP`: the
 * portal's policy allows no inline script, and axe is injected as one.
 */
export const accessibilityProblems = async (page: Page): Promise<AccessibilityProblem[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      }),
  );
  return results.violations
    .filter((v) => v.impact && BLOCKING.includes(v.impact))
    .map((v) => ({ rule: v.id, impact: v.impact ?? 'serious', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 10) }));
};

/** The problems as lines a failing test prints: rule, impact, help and the elements. */
export const describeProblems = (problems: readonly AccessibilityProblem[]): string =>
  problems.map((p) => `${p.rule} (${p.impact}): ${p.help}\n  ${p.targets.join('\n  ')}`).join('\n');
