import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page scrolls sideways. Polled, because a viewport change reaches the layout a frame or more
 * later (media queries re-render React, MapLibre resizes its canvas from a ResizeObserver).
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page scrolls sideways',
    })
    .toBeLessThanOrEqual(0);
}

/**
 * The grid cells and column header titles that do not show whole: content wider or taller than the box that
 * clips it, so cut off or ended with an ellipsis (one pixel is left for rounding). Named by column and text.
 */
function clippedGridTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = document.querySelectorAll<HTMLElement>(
      '[role="grid"] .MuiDataGrid-cell, [role="grid"] .MuiDataGrid-columnHeaderTitle',
    );
    return [...boxes]
      .filter((box) => box.clientWidth > 0)
      .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
      .map((box) => {
        const field = box.closest('[data-field]')?.getAttribute('data-field');
        const size = `${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight}`;
        return `${field}: '${box.textContent}' (${size})`;
      });
  });
}

/**
 * Column header titles with a word wider than the title's box, so broken inside the word ('Detail s'): each word
 * is measured in a hidden copy of the title that does not wrap.
 */
function brokenHeaderWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="grid"] .MuiDataGrid-columnHeaderTitle')]
      .filter((title) => title.clientWidth > 0)
      .flatMap((title) =>
        (title.textContent ?? '').split(/\s+/).flatMap((word) => {
          const copy = title.cloneNode() as HTMLElement;
          copy.textContent = word;
          copy.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;width:auto';
          title.after(copy);
          const needed = copy.offsetWidth;
          copy.remove();
          return needed > title.clientWidth + 1 ? [`'${word}' (${needed} in ${title.clientWidth})`] : [];
        }),
      ),
  );
}

/**
 * Every grid cell and column header title on the page shows whole, and no header word is broken. Polled, as the
 * grid measures rows late.
 */
export async function expectGridTextsWhole(page: Page): Promise<void> {
  await expect.poll(() => clippedGridTexts(page), { message: 'grid texts are cut off' }).toEqual([]);
  await expect.poll(() => brokenHeaderWords(page), { message: 'header words are broken' }).toEqual([]);
}

/**
 * The date inputs narrower than their whole value (or the browser's empty 'mm/dd/yyyy') and picker button need:
 * each is measured against a hidden copy sized to its content.
 */
function clippedDateInputs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="date"]')]
      .filter((input) => input.offsetWidth > 0)
      .flatMap((input) => {
        const copy = input.cloneNode() as HTMLInputElement;
        copy.value = input.value;
        copy.style.cssText = 'position:absolute;visibility:hidden;width:auto;field-sizing:content';
        input.after(copy);
        const needed = copy.offsetWidth;
        copy.remove();
        const name = input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent;
        return input.offsetWidth + 1 < needed ? [`${name}: ${input.offsetWidth} of ${needed} px`] : [];
      }),
  );
}

/** Every date input on the page shows its whole date and picker button. */
export async function expectDateInputsWhole(page: Page): Promise<void> {
  await expect.poll(() => clippedDateInputs(page), { message: 'date inputs are cut off' }).toEqual([]);
}
