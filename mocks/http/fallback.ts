/**
 * Last in the list: any API path no module handles is a 404 `not_found`, so nothing meant for the API leaks to
 * the network. Limited to the API's own prefixes so third-party URLs that happen to contain `/api/` pass by.
 */
import { http } from 'msw';
import { CLIENT_API, errors, V3_API } from './respond';

export const fallbackHandlers = [
  http.all(`${CLIENT_API}/*`, () => errors.notFound()),
  http.all(`${V3_API}/*`, () => errors.notFound()),
];
