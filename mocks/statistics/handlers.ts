/**
 * Management statistics (docs/product/administration.md#management-statistics). Not shown, designed: the list and
 * deleting need MANAGE_MANAGEMENT_STATISTICS; one manager's own, VIEW_MANAGEMENT_STATISTICS.
 */
import { http, type JsonBodyType } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, ok, success } from '../http/respond';
import { requireAnyPermission, requirePermissions } from '../session/rules';
import { deleteStatistics, listStatistics, statisticsOf } from './rules';

const BASE = `${CLIENT_API}/statistics/management`;

export const statisticsHandlers = [
  http.get(BASE, ({ request }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'MANAGE_MANAGEMENT_STATISTICS');
    return ok({ statistics: listStatistics() as unknown as JsonBodyType });
  }),

  /** → `{ statistics }`: the document, or null. */
  http.get<{ id: string }>(`${BASE}/:id`, ({ request, params }) => {
    const { user } = requireSession(request);
    requireAnyPermission(user, 'VIEW_MANAGEMENT_STATISTICS', 'MANAGE_MANAGEMENT_STATISTICS');
    return ok({ statistics: statisticsOf(user, params.id) as unknown as JsonBodyType });
  }),

  http.delete<{ id: string }>(`${BASE}/:id`, ({ request, params }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'MANAGE_MANAGEMENT_STATISTICS');
    deleteStatistics(params.id);
    return success();
  }),
];
