import { describe, expect, it } from 'vitest';
import { errorTitle } from './ErrorPage';

describe('ui/ErrorPage rules', () => {
  it('titles the page with the status code', () => {
    expect(errorTitle(500)).toBe('Error 500');
    expect(errorTitle(403)).toBe('Error 403');
  });

  it.each([undefined, null, 0])('falls back to “Unknown error” for %j', (statusCode) => {
    expect(errorTitle(statusCode)).toBe('Unknown error');
  });
});
