/**
 * Site settings endpoints (docs/api/endpoints.md#site-data). The reads are the start-up data's
 * (`settingsEndpoint` in lib/site-data.ts); this is the one write.
 */
import { defineEndpoint } from '@lib/endpoint';
import * as z from 'zod/mini';

/** `POST /api/client/settings/{key} {val}` → `{ updatedValue }` (the core answers nothing of its own: optional). */
export const saveSettingEndpoint = defineEndpoint({
  name: 'settings.save',
  method: 'POST',
  path: ({ key }: { key: string; value: unknown }) => `/api/client/settings/${encodeURIComponent(key)}`,
  body: ({ value }) => ({ val: value }),
  response: z.looseObject({ updatedValue: z.optional(z.unknown()) }),
});
