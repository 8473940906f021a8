import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard (/dashboard): count cards and chart panels. */
export class DashboardScreen {
  readonly riskChart: Locator;
  readonly typeChart: Locator;
  readonly weeklyChart: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.riskChart = page.getByRole('region', { name: 'Open issues by risk level' });
    this.typeChart = page.getByRole('region', { name: 'Open issues by type' });
    this.weeklyChart = page.getByRole('region', { name: 'New issues per week' });
    this.emptyState = page.getByText('No issues recorded for this asset yet');
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
    await expect(this.page.getByTestId('count-Open Issues')).toHaveText(/^\d+$/);
  }

  card(title: string): Locator {
    return this.page
      .getByRole('link')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** A doughnut's legend entries, each 'label: count'. */
  legend(chart: Locator): Locator {
    return chart.getByRole('listitem');
  }

  /** The total in the middle of a doughnut. */
  total(chart: Locator): Locator {
    return chart.getByTestId('doughnut-total');
  }

  /**
   * Points at a doughnut's first (largest) slice, which starts at 12 o'clock: just clockwise of it, in the ring.
   * The chart's own layer takes the pointer and finds the slice under it, so the arc cannot be hovered itself.
   */
  async hoverFirstSlice(chart: Locator): Promise<void> {
    const box = await chart.locator('svg.MuiChartsSvgLayer-root').boundingBox();
    if (!box) throw new Error('the doughnut is not drawn');
    await this.page.mouse.move(box.x + box.width / 2 + box.height * 0.05, box.y + box.height * 0.1);
  }

  /** The number a card shows, once the local store has been read. */
  async count(title: string): Promise<number> {
    const value = this.page.getByTestId(`count-${title}`);
    await expect(value).toHaveText(/^\d+$/);
    return Number(await value.textContent());
  }
}
