import { ApiError } from '@lib/http';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import {
  type DataSource,
  DataState,
  dataStateOf,
  MALFORMED_TITLE,
  REFUSED_TITLE,
  SIGNED_OUT_TITLE,
} from './DataState';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );

const refused = new ApiError({ statusCode: 403, message: 'You do not have permission to do that' });
const signedOut = new ApiError({ statusCode: 401, message: 'Unauthorized' });
const missing = new ApiError({ statusCode: 404, message: 'Report not found' });
const unreadable = new ApiError({ statusCode: 500, code: 'invalid_response', message: 'Unreadable' });
const down = new ApiError({ statusCode: 500, message: 'Down' });

type List = { items: string[] };
const isEmpty = (data: List) => data.items.length === 0;

describe('dataStateOf', () => {
  it('shows data when there is some, even when a later refresh failed', () => {
    expect(dataStateOf({ data: { items: ['a'] } }, isEmpty)).toBe('populated');
    expect(dataStateOf({ data: { items: ['a'] }, error: down }, isEmpty)).toBe('populated');
    expect(dataStateOf({ data: { items: [] } }, isEmpty)).toBe('empty');
    expect(dataStateOf({ data: { items: [] } })).toBe('populated');
  });

  it('tells the failures apart when there is no data', () => {
    expect(dataStateOf({ data: undefined, error: signedOut })).toBe('signed-out');
    expect(dataStateOf({ data: undefined, error: refused })).toBe('refused');
    expect(dataStateOf({ data: undefined, error: missing })).toBe('not-found');
    expect(dataStateOf({ data: undefined, error: unreadable })).toBe('malformed');
    expect(dataStateOf({ data: undefined, error: down })).toBe('failed');
    expect(dataStateOf({ data: undefined, error: new TypeError('offline') })).toBe('failed');
  });

  it('is loading while there is neither data nor error', () => {
    expect(dataStateOf({ data: undefined })).toBe('loading');
    expect(dataStateOf({ data: undefined, error: null, isValidating: true })).toBe('loading');
  });
});

describe('DataState', () => {
  const view = (source: DataSource<List>, extra: Partial<Parameters<typeof DataState<List>>[0]> = {}) =>
    render(
      <DataState
        source={source}
        loadingLabel="Loading the list"
        errorMessage={(message) => `The list could not be loaded: ${message}`}
        isEmpty={isEmpty}
        empty={<p>Nothing yet</p>}
        {...extra}
      >
        {(data) => (
          <ol>
            {data.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        )}
      </DataState>,
    );

  it('renders nothing visible before the loading delay (no flash for quick answers)', () => {
    const html = view({ data: undefined });
    expect(html).toContain('data-state="waiting"');
    expect(html).not.toContain('Loading the list');
  });

  it('renders the skeleton at once when the delay is 0', () => {
    const html = view({ data: undefined }, { loadingDelay: 0 });
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading the list');
  });

  it('renders the data, or the empty state', () => {
    expect(view({ data: { items: ['Soup'] } })).toBe('<ol><li>Soup</li></ol>');
    expect(view({ data: { items: [] } })).toBe('<p>Nothing yet</p>');
  });

  it('offers a retry for failures, with the page’s words and the server’s message', () => {
    const html = view({ data: undefined, error: down, mutate: () => undefined });
    expect(html).toContain('role="alert"');
    expect(html).toContain('The list could not be loaded: Down');
    expect(html).toContain('Try again');
  });

  it('shows a refusal with the server’s message and no retry', () => {
    const html = view({ data: undefined, error: refused, mutate: () => undefined });
    expect(html).toContain(REFUSED_TITLE);
    expect(html).toContain('You do not have permission to do that');
    expect(html).not.toContain('Try again');
  });

  it('shows a 401 as signed out, in the site’s words, without a retry that could only fail again', () => {
    const html = view({ data: undefined, error: signedOut, mutate: () => undefined });
    expect(html).toContain(SIGNED_OUT_TITLE);
    expect(html).toContain('You were logged out. Log in again to continue.');
    expect(html).not.toContain('Something went wrong');
    expect(html).not.toContain('Try again');
    const inline = view({ data: undefined, error: signedOut, mutate: () => undefined }, { inline: true });
    expect(inline).toContain('Signed out: You were logged out. Log in again to continue.');
    expect(inline).not.toContain('Try again');
  });

  it('shows an unreadable answer as its own state', () => {
    const html = view({ data: undefined, error: unreadable, mutate: () => undefined });
    expect(html).toContain(MALFORMED_TITLE);
    expect(html).toContain('Try again');
  });

  it('shows the page’s not-found state for a 404 when it has one, else an error', () => {
    expect(view({ data: undefined, error: missing }, { notFound: (message) => <h1>{message}</h1> })).toBe(
      '<h1>Report not found</h1>',
    );
    expect(view({ data: undefined, error: missing })).toContain(
      'The list could not be loaded: Report not found',
    );
  });
});
