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
  // A data grid lays out its rows first and fills in their cells once it has measured its columns, a moment later
  // (longer on a loaded machine): axe would catch rows without cells. What a user reads is the drawn table.
  await expect(page.locator('.MuiDataGrid-row:not(:has([role="gridcell"]))')).toHaveCount(0);
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
