import { describe, expect, it } from 'vitest';
import { HttpError, isNoResponse, isUnauthorized, NoResponseError, ResponseShapeError } from './errors';
import { errorFromWire, errorToWire } from './wireErrors';

/** What a worker's failure becomes on the page after a structured clone. */
const across = (error: unknown) => errorFromWire(structuredClone(errorToWire(error)));

describe('wire errors', () => {
  it('keep the class and fields the engine classifies failures by', () => {
    const http = across(new HttpError(401, 'unauthorized', 'Log in again', [], '30'));
    expect(http).toBeInstanceOf(HttpError);
    expect(isUnauthorized(http)).toBe(true);
    expect(http).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'Log in again',
      retryAfter: '30',
    });
    expect(isNoResponse(across(new NoResponseError(new TypeError('Failed to fetch'))))).toBe(true);
    const shape = across(
      new ResponseShapeError('Unexpected syncAsset response', [{ path: 'x', message: 'y' }]),
    );
    expect(shape).toBeInstanceOf(ResponseShapeError);
    expect(shape).toMatchObject({ details: [{ path: 'x', message: 'y' }] });
  });

  it('carry any other failure as an error with its message', () => {
    const other = across(new DOMException('The transaction was aborted', 'AbortError'));
    expect(other).toBeInstanceOf(Error);
    expect(other.message).toBe('The transaction was aborted');
  });
});
