import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per offending element: rule, element, what to fix. */
function violationLines(violations: Violations): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.impact} ${violation.id}: ${node.html.slice(0, 200)} — ${node.failureSummary?.replaceAll('\n', ' ')}`,
    ),
  );
}

/**
 * Pages checked by axe show their end state at once: no transition or animation is caught half-way (a button
 * fading from disabled to enabled would be measured in a colour it only passes through). For every document.
 */
export async function settleMotion(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
}

/**
 * The page's structure: one `main` landmark, all content inside landmarks, an h1, heading levels not skipped. Axe
 * runs these best-practice rules too, but rates a failure 'moderate', below what every screen is held to.
 */
const STRUCTURE_RULES = ['landmark-one-main', 'region', 'heading-order', 'page-has-heading-one'];

/**
 * Run axe on what the page shows and expect no serious or critical violation; `where` names the screen. With
 * `structure`, a violation of the structure rules fails too, whatever its impact.
 */
export async function expectAccessible(
  page: Page,
  where: string,
  { structure = false }: { structure?: boolean } = {},
): Promise<void> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per run (seconds each on a busy
  // machine) to combine the results of cross-origin frames, and the app has none.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || (structure && STRUCTURE_RULES.includes(v.id)),
  );
  expect.soft(violationLines(serious), `axe on ${where}`).toEqual([]);
}
