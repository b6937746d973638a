/**
 * Response building blocks shared by every handler module: route prefixes, JSON wrappers, the error body
 * `{statusCode, code, message}` (docs/api/errors.md#error-object) and the catalogue of errors the fake backend
 * raises.
 *
 * Handlers `throw` error responses from helpers (MSW uses a thrown `Response` as the mocked response), so guard
 * clauses read top to bottom: `const { user } = requireSession(request);`.
 */
import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * Origin-agnostic prefixes: they match same-origin calls (demo, Storybook) and a configured API origin
 * (`VITE_API_URL` with `VITE_API_MOCKING=true`), and any origin in Node tests.
 */
export const CLIENT_API = '*/api/client';
export const V3_API = '*/api/v3';

/** The error body every failure carries; the HTTP status equals `statusCode`. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
}

export function apiError(statusCode: number, code: string, message: string): HttpResponse<ApiErrorBody> {
  return HttpResponse.json({ statusCode, code, message }, { status: statusCode });
}

/** A JSON body with status 200 (or the given one). */
export function ok<Body extends JsonBodyType>(body: Body, status = 200): HttpResponse<Body> {
  return HttpResponse.json(body, { status });
}

/** What calls with nothing to return answer (contract "How to use this sheet"). */
export const success = () => ok({ success: true as const });

/** Every error the fake backend raises, with the server's codes and messages (docs/api/errors.md#catalogue). */
export const errors = {
  unauthorized: () => apiError(401, 'unauthorized', 'You must be logged in to do that'),
  missingPermissions: () => apiError(403, 'missing_permissions', 'You do not have permission to do that'),
  banned: (message: string) => apiError(403, 'banned', message),
  notFound: () => apiError(404, 'not_found', 'Not found'),
  invalidBody: (message = 'The request body is not valid JSON') => apiError(400, 'invalid_body', message),
  invalidCode: () => apiError(400, 'invalid_code', 'Invalid authorization code'),
  userNotFound: () => apiError(404, 'user_not_found', 'User not found'),
  userNotStaff: () => apiError(400, 'user_not_staff', 'User is not staff'),
  resignNotAllowed: () =>
    apiError(
      403,
      'resign_not_allowed',
      'Rank is not allowed to resign via website, please contact the appropriate administrator.',
    ),
  /** 400, not 404 (docs/api/errors.md#catalogue). */
  rankNotFound: () => apiError(400, 'rank_not_found', 'Rank not found'),
  settingsNotFound: () => apiError(404, 'settings_not_found', 'Settings not found.'),
  // Objectives (docs/product/administration.md#achievements)
  invalidObjectiveUser: (id: string) =>
    apiError(400, 'invalid_user', `Could not find user with the ID ${id}`),
  invalidObjective: (id: string) =>
    apiError(400, 'invalid_objective', `Could not find objective with the ID ${id}`),
  invalidRewardType: () => apiError(400, 'invalid_type', 'Reward data must be an integer'),
  invalidRewardRank: (id: string) => apiError(400, 'invalid_rank', `Could not find rank with the ID ${id}`),
  /** Not shown (the core checks neither): the mock's own codes and messages. */
  objectiveNotReached: () =>
    apiError(400, 'objective_not_reached', 'You have not reached this objective yet'),
  objectiveClaimed: () => apiError(400, 'objective_claimed', 'You have already claimed this objective'),
  // Teams (docs/product/administration.md#teams)
  noTeams: () => apiError(404, 'no_teams', 'No teams currently available'),
  /** Not shown (the core has it only in a comment): the mock's own message. */
  teamNotFound: () => apiError(404, 'team_not_found', 'Team not found'),
  settingsNoExist: () => apiError(500, 'settings_no_exist', 'Settings does not exist. Please initialise.'),
  /** The message of docs/product/reports.md#user-id-check; the code is not shown (the mock's choice). */
  invalidUserId: () => apiError(400, 'invalid_user_id', 'User ID is not a snowflake'),

  // Users (docs/api/errors.md#catalogue)
  syncNotAllowed: () => apiError(400, 'sync_not_allowed', 'Sync is not allowed yet'),
  /** banUser / unbanUser's own message for a bad id (not the usual 'User ID is not a snowflake'). */
  invalidBanUserId: () => apiError(400, 'invalid_user_id', 'Invalid user ID'),
  userHasRanks: () => apiError(400, 'user_has_ranks', 'User has active ranks, they must be removed first'),
  userNotBanned: () => apiError(404, 'user_not_banned', 'User is not banned'),
  /** removeStaff's not-found is a 400 (docs/api/errors.md#catalogue). */
  userNotFoundRemoval: () => apiError(400, 'user_not_found', 'User not found'),
  cannotRemoveHigher: () => apiError(400, 'user_not_staff', 'You cannot remove someone higher than you'),
  /** Appeal.createAppeal's message, reused for removing a blacklist that does not exist. */
  userNotBlacklisted: () => apiError(404, 'user_not_blacklisted', 'User is not blacklisted'),
  /** Not shown, designed (docs/product/profiles-and-users.md#rank-updates): the mock's code and message. */
  rankAboveYours: () => apiError(403, 'rank_above_yours', 'You cannot change a rank at or above your own'),
  permissionsNotHeld: () =>
    apiError(403, 'permissions_not_held', 'You cannot grant permissions you do not hold'),
  rankTooHigh: () =>
    apiError(403, 'rank_too_high', 'You can only change ranks below your own, for users below your rank'),

  // Orders (docs/api/errors.md#catalogue)
  orderNotFound: () => apiError(404, 'order_not_found', 'Order not found'),
  orderUnavailable: (message: string) => apiError(400, 'order_unavailable', message),
  activeOrder: () => apiError(400, 'active_order', 'You already have a claimed order'),
  invalidImages: (message: string) => apiError(400, 'invalid_images', message),
  deliveryMessageLength: () =>
    apiError(
      400,
      'delivery_message_length',
      'Delivery message length is too long, please change your message',
    ),
  lookupNotFound: () => apiError(404, 'lookup_not_found', 'Lookup does not exist'),
  /** Not shown: the core's getDeliveryMessage resolves null (docs/api/endpoints.md#delivery-messages). */
  deliveryMessageNotFound: () => apiError(404, 'delivery_message_not_found', 'Delivery message not found'),

  // Reports (docs/api/endpoints.md#order-reports)
  backlogNotFound: () => apiError(404, 'backlog_not_found', 'Order not found with specified ID'),
  /** Not shown: the real API's eligibility rules are unknown (see `reports/handlers.ts`). */
  orderNotEligible: (message: string) => apiError(400, 'order_not_eligible', message),
  /** Not shown: the core's getOrderReport resolves null. */
  reportNotFound: () => apiError(404, 'report_not_found', 'Report not found'),

  /** Not shown: the hourly reward's refusal while the next run is ahead (`hourly/rules.ts`). */
  hourlyNotReady: (message: string) => apiError(400, 'hourly_not_ready', message),
  // Store and subscriptions (docs/api/endpoints.md#store): not shown, the mock's codes and messages.
  itemNotFound: () => apiError(404, 'item_not_found', 'Item not found'),
  insufficientFunds: () =>
    apiError(400, 'insufficient_funds', 'You do not have enough money to purchase this item'),
  subscriptionNotFound: () => apiError(404, 'subscription_not_found', 'Subscription not found'),
  customerNotFound: () =>
    apiError(404, 'customer_not_found', 'You do not have a billing account yet. Subscribe to a plan first.'),

  // Recruitment (docs/api/errors.md#catalogue)
  formNotFound: () => apiError(404, 'form_not_found', 'Form not found'),
  userNotInGuild: () =>
    apiError(400, 'user_not_in_guild', 'You must join our Discord server to send an application'),
  missingBirthday: () =>
    apiError(400, 'missing_birthday', 'You must set your birthday to send an application'),
  tooYoung: (years: number) =>
    apiError(
      400,
      'too_young',
      `You must be at least ${years} years old to apply to this recruitment application`,
    ),
  alreadyInRank: () => apiError(400, 'already_in_rank', 'You cannot apply for a rank you already have'),
  applicantBlacklisted: () =>
    apiError(
      400,
      'blacklisted',
      'You cannot apply to this recruitment application because you are blacklisted',
    ),
  applicationCooldown: (code: 'application_cooldown' | 'application_frequency_exceeded', duration: string) =>
    apiError(
      400,
      code,
      `You must wait to submit another application until ${duration} has passed since submitting your previous application.`,
    ),
  multipleApplicationsNotAllowed: () =>
    apiError(
      400,
      'multiple_applications_not_allowed',
      'You have already sent an application, multiple applications are not permitted',
    ),
  /** `data.errors`, and no `message` (docs/api/errors.md). */
  formDataError: (keys: readonly string[]) =>
    HttpResponse.json(
      {
        statusCode: 400,
        code: 'form_data_error',
        data: { errors: keys.map((key) => ({ key, message: 'Field is required' })) },
      },
      { status: 400 },
    ),
  noFormDataProvided: () => apiError(400, 'no_form_data_provided', 'No form data was provided'),
  applicationNotFound: () => apiError(404, 'application_not_found', 'Application not found'),
  applicationAlreadyUpdated: () =>
    apiError(400, 'application_already_updated', 'Application is already that status'),

  // Appeals (docs/api/errors.md#catalogue)
  appealExists: () => apiError(400, 'appeal_exists', 'Appeal already submitted for that case'),
  serverNotBlacklisted: () => apiError(404, 'server_not_blacklisted', 'Server is not blacklisted'),
  serverNotFound: () => apiError(404, 'server_not_found', 'Server was not found by specified ID'),
  notServerOwner: () =>
    apiError(403, 'not_server_owner', 'You must be the server owner to appeal this server blacklist'),
  invalidAppealType: () => apiError(400, 'invalid_appeal_type', 'Invalid appeal type'),
  appealNotFound: () => apiError(404, 'appeal_not_found', 'Appeal not found'),
  appealNotPending: () => apiError(400, 'appeal_not_pending', 'Appeal is not pending'),

  // On-leave requests (docs/api/errors.md#catalogue)
  requestNotFound: () => apiError(404, 'request_not_found', 'Request not found'),
  requestAlreadyUpdated: () => apiError(400, 'request_already_updated', 'Request status has not changed'),
} as const;

/**
 * Reads a JSON object body. An empty body is `{}`; anything that is not a JSON object is a 400 `invalid_body`
 * (not shown for the real API: a user would expect a clear 400 rather than a crash).
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.invalidBody();
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidBody('The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
