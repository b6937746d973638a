/** Team rules (docs/api/entities.md#team, docs/api/endpoints.md#site-data): the list the site loads at start-up. */
import { db } from '../db';
import type { TeamDoc } from '../types';

/** Every team. Not shown: the order (we keep creation order). */
export function listTeams(): TeamDoc[] {
  return db.teams.all().sort((a, b) => a.createdAt - b.createdAt);
}
