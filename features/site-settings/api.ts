/**
 * Site settings endpoints (docs/api/endpoints.md#site-data). The whole map is the start-up data's
 * (`settingsEndpoint` in lib/site-data.ts, loaded once); here are the read of one key and the one write.
 */
import { defineEndpoint } from '@lib/endpoint';
import { coerceSettingValue } from '@lib/schemas/settings';
import * as z from 'zod/mini';

/**
 * `GET /api/client/settings/{key}` → `{ value }` (404 `settings_not_found` for a key never stored). The server
 * converts the cached strings back; a string that still looks like one is converted here too.
 */
export const settingEndpoint = defineEndpoint({
  name: 'settings.one',
  method: 'GET',
  path: ({ key }: { key: string }) => `/api/client/settings/${encodeURIComponent(key)}`,
  response: z.pipe(
    z.looseObject({ value: z.optional(z.unknown()) }),
    z.transform((body) => ({ value: coerceSettingValue(body.value) })),
  ),
});

/**
 * `POST /api/client/settings/{key} {val}` → `{ updatedValue }`: the value stored. Optional, because the core's
 * write resolves nothing of its own; without it the key is read again (hooks.ts).
 */
export const saveSettingEndpoint = defineEndpoint({
  name: 'settings.save',
  method: 'POST',
  path: ({ key }: { key: string; value: unknown }) => `/api/client/settings/${encodeURIComponent(key)}`,
  body: ({ value }) => ({ val: value }),
  response: z.looseObject({ updatedValue: z.optional(z.unknown()) }),
});
