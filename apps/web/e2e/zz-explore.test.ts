import { test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { logInAs } from './pages/session';

const focused = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'none';
    const label = el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby') ?? '';
    const lab = label && document.getElementById(label)?.textContent;
    return `${el.tagName} role=${el.getAttribute('role')} name=${lab || label} id=${el.id} text=${(el.textContent ?? '').slice(0, 40)} cls=${el.className.toString().slice(0, 60)}`;
  });

test('explore', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 53.9333, longitude: -116.5765, accuracy: 5 });
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/vegetation-issues/add');
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
  for (let i = 0; i < 45; i++) {
    await page.keyboard.press('Tab');
    console.log('ADD', i, await focused(page));
  }
  await page.goto('/vegetation-issues');
  await page.getByRole('grid').getByRole('row').nth(2).waitFor();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    console.log('LIST', i, await focused(page));
  }
});
