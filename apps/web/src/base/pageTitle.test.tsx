import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitleContext, usePageTitle } from './pageTitle';

afterEach(cleanup);

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it("sets the shell's heading once the title is known and gives it back to the route when the page leaves", () => {
    const told: (string | null)[] = [];
    const page = (title: string | null) => (
      <PageTitleContext.Provider value={(next: string | null) => told.push(next)}>
        <Page title={title} />
      </PageTitleContext.Provider>
    );
    const view = render(page(null));
    expect(told).toEqual([null]);
    view.rerender(page('Clearcut Vegetation Services Assigned Issues List'));
    expect(told).toEqual([null, null, 'Clearcut Vegetation Services Assigned Issues List']);
    view.unmount();
    expect(told.at(-1)).toBeNull();
  });
});
