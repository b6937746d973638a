/** Settings (docs/api/endpoints.md#site-data, docs/api/entities.md#settings). Reads are public: the site loads them at start-up. */
import { http, type JsonBodyType } from 'msw';
import { optionalSession, requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody } from '../http/respond';
import { readSetting, readSettings, requireSettingEditor, writeSetting } from './rules';

export const settingHandlers = [
  /** → `{ settings }`, the whole map. */
  http.get(`${CLIENT_API}/settings`, ({ request }) => {
    optionalSession(request);
    return ok({ settings: readSettings() });
  }),

  /** → `{ value }`; 404 `settings_not_found` for an unknown key. */
  http.get<{ key: string }>(`${CLIENT_API}/settings/:key`, ({ request, params }) => {
    optionalSession(request);
    return ok({ value: readSetting(params.key) as JsonBodyType });
  }),

  /** `{val}` → `{ updatedValue }` (see `requireSettingEditor` for who may change what). */
  http.post<{ key: string }>(`${CLIENT_API}/settings/:key`, async ({ request, params }) => {
    const { user } = requireSession(request);
    requireSettingEditor(user, params.key);
    const updatedValue = writeSetting(params.key, await readBody(request));
    return ok({ updatedValue: updatedValue as JsonBodyType });
  }),
];
