import { ApiError } from '@lib/http';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../EmptyState';
import { theme } from '../theme';
import {
  bothReads,
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

  it('with select, sends data whose record is missing to not found and asks isEmpty about the record', () => {
    type Detail = { item: List | null };
    const select = (data: Detail) => data.item;
    expect(dataStateOf({ data: { item: null } }, isEmpty, select)).toBe('not-found');
    expect(dataStateOf({ data: { item: { items: [] } } }, isEmpty, select)).toBe('empty');
    expect(dataStateOf({ data: { item: { items: ['a'] } } }, isEmpty, select)).toBe('populated');
    expect(dataStateOf({ data: undefined, error: down }, isEmpty, select)).toBe('failed');
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

describe('DataState with select (a detail page)', () => {
  type Detail = { item: List | null };
  const detail = (source: DataSource<Detail>) =>
    render(
      <DataState
        source={source}
        loadingLabel="Loading the item"
        errorMessage="The item could not be loaded."
        select={(data) => data.item}
        notFound={(message) => <h1>{message || 'No such item'}</h1>}
      >
        {(item) => <p>{item.items.join(', ')}</p>}
      </DataState>,
    );

  it('renders the record it selects', () => {
    expect(detail({ data: { item: { items: ['Soup', 'Bread'] } } })).toBe('<p>Soup, Bread</p>');
  });

  it('shows the not-found state when the record is missing, as for a 404', () => {
    expect(detail({ data: { item: null } })).toBe('<h1>No such item</h1>');
    expect(detail({ data: undefined, error: missing })).toBe('<h1>Report not found</h1>');
  });
});

describe('DataState notFound shorthand', () => {
  type Detail = { item: List | null };
  const detail = (source: DataSource<Detail>, headingLevel?: 1) =>
    render(
      <DataState
        source={source}
        loadingLabel="Loading the item"
        errorMessage="The item could not be loaded."
        headingLevel={headingLevel}
        select={(data) => data.item}
        notFound={{
          title: 'This item does not exist',
          message: 'Check the link.',
          icon: <i data-icon="search" />,
          action: <a href="/items">All items</a>,
        }}
      >
        {(item) => <p>{item.items.join(', ')}</p>}
      </DataState>,
    );
  const spelledOut = (headingLevel?: 1) =>
    render(
      <EmptyState
        headingLevel={headingLevel}
        icon={<i data-icon="search" />}
        title="This item does not exist"
        description="Check the link."
        action={<a href="/items">All items</a>}
      />,
    );

  it('shows the EmptyState it stands for, at the heading level of the page', () => {
    expect(detail({ data: { item: null } }, 1)).toBe(spelledOut(1));
    expect(detail({ data: undefined, error: missing }, 1)).toBe(spelledOut(1));
    expect(detail({ data: { item: null } })).toBe(spelledOut());
    expect(detail({ data: { item: null } }, 1)).toContain('<h1');
  });

  it('still renders a given element as it is', () => {
    const html = render(
      <DataState
        source={{ data: { item: null } as Detail }}
        loadingLabel="Loading the item"
        errorMessage="The item could not be loaded."
        select={(data) => data.item}
        notFound={<h1 title="an element, not the shorthand">No such item</h1>}
      >
        {() => null}
      </DataState>,
    );
    expect(html).toBe('<h1 title="an element, not the shorthand">No such item</h1>');
  });
});

describe('bothReads', () => {
  const first = (data: string | undefined, error?: unknown) => ({ data, error, mutate: () => data });

  it('has data once both reads have answered, combined as the page asks', () => {
    expect(bothReads(first('a'), first('b')).data).toEqual(['a', 'b']);
    expect(bothReads(first('a'), first('b'), (a, b) => a + b).data).toBe('ab');
    expect(bothReads(first('a'), first(undefined)).data).toBeUndefined();
    expect(dataStateOf(bothReads(first(undefined), first('b')))).toBe('loading');
  });

  it('fails with the failure of a read that has no data, whichever it is', () => {
    expect(bothReads(first('a'), first(undefined, refused)).error).toBe(refused);
    expect(bothReads(first(undefined, down), first(undefined, refused)).error).toBe(down);
    // A refresh failing under data on screen is not the pair's failure: the other read is still on its way.
    expect(dataStateOf(bothReads(first('a', down), first(undefined)))).toBe('loading');
  });

  it('validates while either does, and “Try again” asks both', async () => {
    const asked: string[] = [];
    const read = (name: string, isValidating: boolean) => ({
      data: undefined,
      isValidating,
      mutate: () => asked.push(name),
    });
    const pair = bothReads(read('first', false), read('second', true));
    expect(pair.isValidating).toBe(true);
    expect(bothReads(read('first', false), read('second', false)).isValidating).toBe(false);
    await pair.mutate?.();
    expect(asked).toEqual(['first', 'second']);
  });
});
