/**
 * What a page needs of a user, and the two ways of reading it.
 *
 * - The route guard lets a user in when the permission part holds OR every perk is held, if a page names
 *   both; with only one of them, that one must hold; with neither, being signed in is enough (and a page
 *   with no requirement at all is public).
 * - Our navigation (top menu, sidebar, dashboard shortcuts) is stricter: it shows a link only when every
 *   part the page names holds. That is also what the server checks on the calls behind those pages.
 *
 * A user the guard lets in but the navigation would not show the link to is "guard-only": the page opens,
 * and must say at once that it is not open to them instead of making calls the server refuses.
 *
 * One requirement depends on data rather than on the user alone: a recruitment form's reviewers
 * (docs/access.md#data-dependent-access: the permission, or a rank in the form's `manageableRanks`). The map marks
 * such pages `orFormReviewer`; the guard loads the forms to decide (app/guards.ts), and the navigation is told
 * whether the user reviews any form ({@link AccessHolder}`.reviewsForms`). See docs/access.md#data-dependent-access.
 */
import {
  type Holder,
  hasAllPerks,
  hasAllPermissions,
  hasAnyPermission,
  type Perk,
  type Permission,
} from '../permissions';

export interface Requirement {
  /** Must be signed in. Implied by any of the lists below. */
  signedIn?: boolean;
  /** Every one of these permissions. */
  allOf?: readonly Permission[];
  /** At least one of these permissions (together with `allOf`, both must hold: the permission part). */
  anyOf?: readonly Permission[];
  /** Every one of these perks. */
  perks?: readonly Perk[];
  /**
   * Also open to a reviewer by rank (a rank in a recruitment form's `manageableRanks`,
   * docs/access.md#data-dependent-access) who fails the permission part: `'form'` of the form in the route's `$id`,
   * `'any'` of any form. Data decides, so the user-only rules below never grant it: the guard loads the forms, the
   * navigation reads {@link AccessHolder}`.reviewsForms`.
   */
  orFormReviewer?: 'form' | 'any';
}

/** A user as the navigation sees them: whether their rank reviews a recruitment form, when it is known. */
export type AccessHolder = Holder & { reviewsForms?: boolean };

/** How a page stands with a user. */
export type Access = 'open' | 'guard-only' | 'closed';

const filled = <T>(list: readonly T[] | undefined): list is readonly T[] =>
  list !== undefined && list.length > 0;

/** True when the page asks for a signed-in user. */
export function needsSignIn(requirement: Requirement): boolean {
  return (
    requirement.signedIn === true ||
    filled(requirement.allOf) ||
    filled(requirement.anyOf) ||
    filled(requirement.perks)
  );
}

/** The permission part (all of `allOf`, one of `anyOf`), or undefined when the page names no permission. */
function permissionPart(user: Holder, requirement: Requirement): boolean | undefined {
  const { allOf, anyOf } = requirement;
  if (!filled(allOf) && !filled(anyOf)) return undefined;
  return (
    (!filled(allOf) || hasAllPermissions(user, allOf)) && (!filled(anyOf) || hasAnyPermission(user, anyOf))
  );
}

/** The perk part, or undefined when the page names no perk. */
function perkPart(user: Holder, requirement: Requirement): boolean | undefined {
  return filled(requirement.perks) ? hasAllPerks(user, requirement.perks) : undefined;
}

/** The route guard's rule: with permissions and perks both named, either part is enough. */
export function passesGuard(user: Holder | null | undefined, requirement: Requirement): boolean {
  if (!user) return !needsSignIn(requirement);
  const permissions = permissionPart(user, requirement);
  const perks = perkPart(user, requirement);
  if (permissions !== undefined && perks !== undefined) return permissions || perks;
  return (permissions ?? true) && (perks ?? true);
}

/**
 * The navigation's rule (and the server's): every named part must hold. A page open to reviewers by rank
 * (`orFormReviewer`) also shows to a user whose rank reviews some form (`reviewsForms`).
 */
export function meetsEveryPart(user: AccessHolder | null | undefined, requirement: Requirement): boolean {
  if (!user) return !needsSignIn(requirement);
  const permissions = permissionPart(user, requirement) ?? true;
  const byRank = requirement.orFormReviewer !== undefined && user.reviewsForms === true;
  return (permissions || byRank) && (perkPart(user, requirement) ?? true);
}

/** `open` (every part holds), `guard-only` (the guard lets the user in, nothing else would) or `closed`. */
export function accessFor(user: Holder | null | undefined, requirement: Requirement): Access {
  if (meetsEveryPart(user, requirement)) return 'open';
  return passesGuard(user, requirement) ? 'guard-only' : 'closed';
}
