import { cleanup, render, screen } from '@testing-library/react';
import { MESSAGES } from '@verge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('chunk missing');
}

describe('ErrorBoundary fallback', () => {
  it('shows the part’s own message in place of what failed, leaving the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>Form</p>
        <ErrorBoundary fallback={<span>{MESSAGES.mapCannotLoad}</span>}>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText(MESSAGES.mapCannotLoad)).toBeTruthy();
    expect(screen.getByText('Form')).toBeTruthy();
  });
});
