import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SetPageTitle, usePageTitle } from './pageTitle';

afterEach(cleanup);

function Page({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it("sets the shell's heading once the title is known and gives it back to the route when the page leaves", () => {
    const told: (string | null)[] = [];
    const page = (title: string | undefined) => (
      <SetPageTitle.Provider value={(next) => told.push(next)}>
        <Page title={title} />
      </SetPageTitle.Provider>
    );
    const view = render(page(undefined));
    expect(told).toEqual([]);
    view.rerender(page('Clearcut Vegetation Services Assigned Issues List'));
    expect(told).toEqual(['Clearcut Vegetation Services Assigned Issues List']);
    view.unmount();
    expect(told).toEqual(['Clearcut Vegetation Services Assigned Issues List', null]);
  });
});
