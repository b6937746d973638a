import { ApiError, UNKNOWN_ERROR_MESSAGE } from '@lib/http';
import { describe, expect, it } from 'vitest';
import { routeErrorDetails } from './route-error';

describe('routeErrorDetails (what the root error page shows)', () => {
  it('passes the status code and the message on', () => {
    expect(
      routeErrorDetails(new ApiError({ statusCode: 403, message: 'You have insufficient permissions' })),
    ).toEqual({ statusCode: 403, message: 'You have insufficient permissions' });
    expect(routeErrorDetails(new Error('Orders could not be loaded'))).toEqual({
      statusCode: undefined,
      message: 'Orders could not be loaded',
    });
  });

  it('keeps the message of a request that got no response', () => {
    expect(routeErrorDetails(new ApiError({ statusCode: 500, message: UNKNOWN_ERROR_MESSAGE }))).toEqual({
      statusCode: 500,
      message: 'Unknown error has occurred',
    });
  });

  // No message: the page's own fallback, 'An unknown error occurred', applies
  // (docs/product/navigation.md#error-page).
  it.each([
    ['an Error without a message', new Error()],
    ['a server error with an empty body', new ApiError({ statusCode: 502 })],
    ['a thrown string', 'boom'],
    ['undefined', undefined],
  ])('gives no message for %s', (_, error) => {
    expect(routeErrorDetails(error).message).toBeUndefined();
  });
});
