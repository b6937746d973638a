import * as z from 'zod/mini';
import { identified, lenientArray, millis, optionalString } from './common';
import { userSummarySchema } from './user';

/** Team (docs/api/entities.md#team). */
export const teamSchema = identified({
  name: z.catch(z.string(), 'Unnamed team'),
  orders: z.catch(z.number(), 0),
  roleID: optionalString,
  createdAt: millis,
  createdBy: z.catch(z.nullish(userSummarySchema), null),
});
export type Team = z.infer<typeof teamSchema>;

export const teamsResponse = z.object({ teams: lenientArray(teamSchema) });
