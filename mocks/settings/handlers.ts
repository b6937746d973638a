/** Settings (spec §7 "Settings", contract §1.19, §3.10). Reads are public: the site loads them at start-up. */
import { http, type JsonBodyType } from 'msw';
import { db } from '../db';
import { optionalSession, requireAnyPermission, requirePermissions, requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody } from '../http/respond';

/** The announcement key: MANAGE_ANNOUNCEMENT is enough to change it. */
const ANNOUNCEMENT_KEY = 'currentAnnouncement';

export const settingHandlers = [
  /** The whole map with typed values (the API converts the cache's strings, contract §3.10). */
  http.get(`${CLIENT_API}/settings`, ({ request }) => {
    optionalSession(request);
    return ok({ settings: structuredClone(Object.fromEntries(db.settings)) });
  }),

  /** One value; 404 `settings_not_found` for an unknown key. */
  http.get<{ key: string }>(`${CLIENT_API}/settings/:key`, ({ request, params }) => {
    optionalSession(request);
    if (!db.settings.has(params.key)) throw errors.settingsNotFound();
    return ok({ value: structuredClone(db.settings.get(params.key)) as JsonBodyType });
  }),

  /**
   * Upserts one setting `{val}` and answers `{updatedValue}`. Like the core, any key and any value are accepted.
   * Not shown, designed: the announcement may be changed with MANAGE_SETTINGS or MANAGE_ANNOUNCEMENT (the spec's
   * Announce page), every other key needs MANAGE_SETTINGS (Site Settings); a body without `val` is a 400.
   */
  http.post<{ key: string }>(`${CLIENT_API}/settings/:key`, async ({ request, params }) => {
    const { user } = requireSession(request);
    if (params.key === ANNOUNCEMENT_KEY) requireAnyPermission(user, 'MANAGE_SETTINGS', 'MANAGE_ANNOUNCEMENT');
    else requirePermissions(user, 'MANAGE_SETTINGS');

    const body = await readBody(request);
    if (!('val' in body)) throw errors.invalidBody('A value (val) is required');
    db.settings.set(params.key, structuredClone(body.val));
    return ok({ updatedValue: structuredClone(body.val) as JsonBodyType });
  }),
];
