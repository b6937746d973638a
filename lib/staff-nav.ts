/**
 * The staff sidebar of spec §2, as data: sections, entries, paths and what each needs. The staff layout
 * renders it and the staff dashboard offers the same entries as shortcuts, so the gating lives in one place.
 */
import {
  type Holder,
  hasAllPerks,
  hasAllPermissions,
  hasAnyPermission,
  type Permission,
} from './permissions';

/** What a nav entry needs; every present part must hold (unlike the route guard's either/or rule). */
export interface NavRequirement {
  allOf?: readonly Permission[];
  anyOf?: readonly Permission[];
  perks?: readonly string[];
}

export function meetsNavRequirement(user: Holder | null | undefined, requirement: NavRequirement): boolean {
  if (!user) return false;
  if (requirement.allOf && !hasAllPermissions(user, requirement.allOf)) return false;
  if (requirement.anyOf && requirement.anyOf.length > 0 && !hasAnyPermission(user, requirement.anyOf))
    return false;
  if (requirement.perks && !hasAllPerks(user, requirement.perks)) return false;
  return true;
}

export interface StaffNavEntry {
  id: string;
  label: string;
  path: string;
  requires: NavRequirement;
  /** A group heading inside a section (e.g. 'Management Statistics'). */
  group?: string;
  description: string;
}

export interface StaffNavSection {
  id: 'staff' | 'admin' | 'site' | 'extra';
  label: string;
  /** The section shows when the user holds ANY of these (empty: always). */
  anyOf: readonly Permission[];
  entries: readonly StaffNavEntry[];
}

const ADMIN_SECTION_PERMISSIONS: readonly Permission[] = [
  'MANAGE_ON_LEAVE_REQUESTS',
  'VIEW_RECRUITMENT_RESPONSE',
  'RECRUITMENT_MANAGER',
  'MANAGE_APPEALS',
  'MANAGE_USERS',
  'MANAGE_RANKS',
];

export const STAFF_NAV: readonly StaffNavSection[] = [
  {
    id: 'staff',
    label: 'Staff',
    anyOf: [],
    entries: [
      {
        id: 'dashboard',
        label: 'Dashboard',
        path: '/staff/dashboard',
        requires: { allOf: ['VIEW_STAFF_DASHBOARD'] },
        description: 'Your overview.',
      },
      {
        id: 'orders',
        label: 'Order Manager',
        path: '/staff/orders',
        requires: { allOf: ['MANAGE_ORDERS'] },
        description: 'Claim, prepare and deliver orders.',
      },
      {
        id: 'food-lookup',
        label: 'Food Lookup',
        path: '/staff/food-lookup',
        requires: { allOf: ['VIEW_FOOD_LOOKUP'] },
        description: 'What the kitchen may prepare.',
      },
      {
        id: 'achievements',
        label: 'My Achievements',
        path: '/staff/achievements',
        requires: { allOf: ['VIEW_OWN_ACHIEVEMENTS'] },
        description: 'Objectives and rewards.',
      },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    anyOf: ADMIN_SECTION_PERMISSIONS,
    entries: [
      {
        id: 'my-performance',
        group: 'Management Statistics',
        label: 'My Performance',
        path: '/staff/admin/management-statistics',
        requires: { allOf: ['VIEW_MANAGEMENT_STATISTICS'] },
        description: 'Your management activity.',
      },
      {
        id: 'management',
        group: 'Management Statistics',
        label: 'Management',
        path: '/staff/admin/management-statistics/management',
        requires: { allOf: ['MANAGE_MANAGEMENT_STATISTICS'] },
        description: 'Activity of every manager.',
      },
      {
        id: 'on-leave',
        label: 'On Leave Requests',
        path: '/staff/admin/on-leave-requests',
        requires: { allOf: ['MANAGE_ON_LEAVE_REQUESTS'] },
        description: 'Review breaks.',
      },
      {
        id: 'order-reports',
        group: 'Report Manager',
        label: 'Order Reports',
        path: '/staff/admin/report-manager/orders',
        requires: { allOf: ['VIEW_BACKLOG'], perks: ['FEEDBACK_BETA'] },
        description: 'Reported orders.',
      },
      {
        id: 'recruitment',
        label: 'Recruitment',
        path: '/staff/admin/recruitment',
        requires: { anyOf: ['VIEW_RECRUITMENT_RESPONSE', 'RECRUITMENT_MANAGER'] },
        description: 'Forms and applications.',
      },
      {
        id: 'appeals',
        label: 'Appeal Manager',
        path: '/staff/admin/appeals',
        requires: { allOf: ['MANAGE_APPEALS'] },
        description: 'Vote on appeals.',
      },
      {
        id: 'teams',
        label: 'Team Manager',
        path: '/staff/admin/teams',
        requires: { allOf: ['MANAGE_TEAMS'] },
        description: 'Teams and their orders.',
      },
      {
        id: 'users',
        label: 'User Manager',
        path: '/staff/admin/users',
        requires: { allOf: ['MANAGE_USERS'] },
        description: 'Users, bans and staff.',
      },
      {
        id: 'ranks',
        label: 'Rank Manager',
        path: '/staff/admin/rank-manager',
        requires: { allOf: ['MANAGE_RANKS'] },
        description: 'Ranks and permissions.',
      },
      {
        id: 'online-users',
        group: 'Super Admin',
        label: 'Online Users',
        path: '/staff/admin/online-users',
        requires: { allOf: ['SUPER_ADMIN'] },
        description: 'Who is online now.',
      },
    ],
  },
  {
    id: 'site',
    label: 'Site',
    anyOf: ['MANAGE_SETTINGS', 'MANAGE_ANNOUNCEMENT'],
    entries: [
      {
        id: 'settings',
        label: 'Site Settings',
        path: '/staff/admin/settings',
        requires: { anyOf: ['MANAGE_SETTINGS', 'MANAGE_ANNOUNCEMENT'] },
        description: 'Site-wide settings.',
      },
      {
        id: 'announce',
        label: 'Announce',
        path: '/staff/admin/site-management/announcement',
        requires: { anyOf: ['MANAGE_SETTINGS', 'MANAGE_ANNOUNCEMENT'] },
        description: 'The announcement banner.',
      },
    ],
  },
  {
    id: 'extra',
    label: 'Extra',
    anyOf: [],
    entries: [
      {
        id: 'take-a-break',
        label: 'Take a Vacation',
        path: '/staff/take-a-break',
        requires: { allOf: ['SUBMIT_ON_LEAVE_REQUEST'] },
        description: 'Request time off.',
      },
      {
        id: 'delivery-messages',
        label: 'Premade Message Directory',
        path: '/staff/delivery-messages',
        requires: { allOf: ['MANAGE_ORDERS'], perks: ['DELIVERY_MESSAGE_BETA'] },
        description: 'Shared delivery messages.',
      },
    ],
  },
];

/** The sections and entries this user may see, empty sections dropped (spec §2 gating). */
export function visibleStaffNav(user: Holder | null | undefined): StaffNavSection[] {
  if (!user) return [];
  return STAFF_NAV.flatMap((section) => {
    if (section.anyOf.length > 0 && !hasAnyPermission(user, section.anyOf)) return [];
    const entries = section.entries.filter((entry) => meetsNavRequirement(user, entry.requires));
    return entries.length > 0 || section.id === 'extra' ? [{ ...section, entries }] : [];
  });
}
