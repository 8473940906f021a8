import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyPage } from './lazyPage';

describe('lazy pages', () => {
  afterEach(cleanup);

  it('loads a preloaded page once, and draws it from that load', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { default: () => <p>Issues page</p> };
    });
    Page.preload();
    Page.preload();
    render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Issues page')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('leaves a failed preload to the drawing of the page, which shows the failure', async () => {
    const Page = lazyPage<Record<string, never>>(() => Promise.reject(new Error('offline')));
    // An unhandled rejection here would fail the test run.
    Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <ErrorBoundary fallback={<p>Could not load</p>}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Could not load')).toBeTruthy();
  });
});
