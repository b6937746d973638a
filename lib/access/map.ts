/**
 * The access map: every page of the site, built or not, with what it needs of a user and where our own
 * navigation links to it. Route guards, the staff sidebar, the dashboard shortcuts, the top navigation,
 * the avatar menu and the footer all read this table; nothing else decides who sees what.
 *
 * Order matters: within each place (top navigation, avatar menu, a sidebar section, ...) links appear in
 * the order of this table. How to add a page: docs/access.md.
 */
import type { Permission } from '../permissions';
import type { Requirement } from './rules';

/** Sections of the staff sidebar, in order. */
export type SidebarSectionId = 'staff' | 'admin' | 'site' | 'extra';

export interface SidebarSection {
  id: SidebarSectionId;
  label: string;
  /** The section shows when the user holds ANY of these (empty: always). */
  anyOf: readonly Permission[];
  /** Shown even with no entry for the user (the Extra section holds the Resign button). */
  alwaysShown?: boolean;
  /** Also shown to a user whose rank reviews a recruitment form (docs/access.md#data-dependent-access). */
  orFormReviewer?: true;
}

export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  { id: 'staff', label: 'Staff', anyOf: [] },
  {
    id: 'admin',
    label: 'Admin',
    anyOf: [
      'MANAGE_ON_LEAVE_REQUESTS',
      'VIEW_RECRUITMENT_RESPONSE',
      'RECRUITMENT_MANAGER',
      'MANAGE_APPEALS',
      'MANAGE_USERS',
      'MANAGE_RANKS',
    ],
    orFormReviewer: true,
  },
  { id: 'site', label: 'Site', anyOf: ['MANAGE_SETTINGS', 'MANAGE_ANNOUNCEMENT'] },
  { id: 'extra', label: 'Extra', anyOf: [], alwaysShown: true },
];

/** Outside addresses (configured in lib/config `links`) that some of our paths stand for. */
export type ExternalLinkKey = 'blog' | 'docs' | 'invite' | 'support' | 'upvote';

/** The footer's link slots. */
export type FooterSlot = 'privacy' | 'terms' | ExternalLinkKey;

/** Icon keys; app/layouts/StaffLayout/navIcons.tsx maps each to its picture. */
export type IconKey =
  | 'dashboard'
  | 'kitchen'
  | 'search'
  | 'award'
  | 'chart'
  | 'leave'
  | 'flag'
  | 'clipboard'
  | 'gavel'
  | 'teams'
  | 'users'
  | 'ranks'
  | 'online'
  | 'settings'
  | 'announce'
  | 'messages';

/** A link in a menu: the page's label and path unless given here (`to` fills in a path's parameters). */
export interface MenuLink {
  label?: string;
  to?: string;
}

/** Where our navigation links to a page. */
export interface Placement {
  /** The top navigation of the public pages. */
  top?: MenuLink;
  /** The Feedback menu of the top navigation (shown only when it has an entry for the user). */
  feedback?: MenuLink;
  /** The avatar menu of signed-in users. */
  avatar?: MenuLink;
  /** The Login button that anonymous visitors see in place of the avatar menu. */
  login?: MenuLink;
  /** The staff sidebar: its section, and a group heading inside it. */
  sidebar?: { section: SidebarSectionId; group?: string };
  /** A shortcut card on the staff dashboard (under its sidebar section). */
  shortcut?: true;
  /** A slot of the footer. */
  footer?: FooterSlot;
}

export interface AccessEntry {
  /** The route's path; parameters as `$name`, like the router's file routes. */
  path: string;
  /** The page's name: the link text unless a placement gives its own. */
  label: string;
  /** One line about the page (the dashboard shortcuts show it). */
  description: string;
  icon?: IconKey;
  requires: Requirement;
  /** Our links to this page go straight to this configured outside address (the path only redirects). */
  external?: ExternalLinkKey;
  nav?: Placement;
}

const signedIn: Requirement = { signedIn: true };
const none: Requirement = {};
const directory: Requirement = { allOf: ['MANAGE_ORDERS'], perks: ['DELIVERY_MESSAGE_BETA'] };
const orderReports: Requirement = { allOf: ['VIEW_BACKLOG'], perks: ['FEEDBACK_BETA'] };
/**
 * The permission, or a rank in the form's `manageableRanks` (docs/access.md#data-dependent-access): of any form
 * for the forms and all the applications, of the route's form for one form's pages.
 */
const recruitmentViewers: Requirement = {
  anyOf: ['VIEW_RECRUITMENT_RESPONSE', 'RECRUITMENT_MANAGER'],
  orFormReviewer: 'any',
};
const formReviewers: Requirement = { ...recruitmentViewers, orFormReviewer: 'form' };
const siteManagers: Requirement = { anyOf: ['MANAGE_SETTINGS', 'MANAGE_ANNOUNCEMENT'] };

export const ACCESS_MAP = [
  // Public pages (the default layout). Top navigation and avatar menu order follow from here.
  {
    path: '/',
    label: 'Home',
    description: 'What Virtual Diner is, and the way in.',
    requires: none,
    nav: { top: {} },
  },
  { path: '/team', label: 'Team', description: 'The staff, by rank.', requires: none, nav: { top: {} } },
  {
    path: '/leaderboard',
    label: 'Leaderboard',
    description: 'The staff who handled the most orders this week.',
    requires: none,
    nav: { top: {} },
  },
  {
    path: '/store',
    label: 'Store',
    description: 'Perks and subscriptions to buy, for yourself or as gifts.',
    requires: none,
    nav: { top: {} },
  },
  {
    path: '/users/$id',
    label: 'Profile',
    description: 'A user’s profile.',
    requires: none,
    nav: { avatar: { label: 'My Profile', to: '/users/@me' } },
  },
  {
    path: '/users/$id/manage',
    label: 'Edit Profile',
    description: 'Change a profile.',
    requires: signedIn,
    nav: { avatar: { to: '/users/@me/manage' } },
  },
  { path: '/users/manage', label: 'Edit Profile', description: 'Change your profile.', requires: signedIn },
  {
    path: '/appeal',
    label: 'My Appeals',
    description: 'Your appeals and their state.',
    requires: signedIn,
    nav: { avatar: {} },
  },
  { path: '/appeal/create', label: 'New appeal', description: 'Appeal a ban.', requires: signedIn },
  { path: '/appeal/$id', label: 'Appeal', description: 'One of your appeals.', requires: signedIn },
  {
    path: '/blog',
    label: 'Blog',
    description: 'News from the team.',
    requires: none,
    external: 'blog',
    nav: { top: {}, avatar: {}, footer: 'blog' },
  },
  {
    path: '/hourly',
    label: 'Hourly',
    description: 'Claim the hourly reward.',
    requires: signedIn,
    nav: { top: {} },
  },
  {
    path: '/recruitment',
    label: 'Recruitment',
    description: 'Open staff positions.',
    requires: signedIn,
    nav: { top: {} },
  },
  {
    path: '/recruitment/$id',
    label: 'Application form',
    description: 'Apply for a position.',
    requires: signedIn,
  },
  {
    path: '/recruitment/applications',
    label: 'My applications',
    description: 'Your applications and their status.',
    requires: signedIn,
  },
  {
    path: '/recruitment/applications/$id',
    label: 'Application',
    description: 'One of your applications.',
    requires: signedIn,
  },
  {
    path: '/feedback/report-order',
    label: 'Report an order',
    description: 'Tell the team what went wrong with a delivered order.',
    requires: { perks: ['FEEDBACK_BETA'] },
    nav: { feedback: {} },
  },
  {
    path: '/login',
    label: 'Login',
    description: 'Log in with your chat account.',
    requires: none,
    nav: { login: {} },
  },
  { path: '/subscribe', label: 'Subscribe', description: 'Paid subscriptions.', requires: none },
  {
    path: '/disable-your-adblocker',
    label: 'Disable your ad blocker',
    description: 'How to let the site show its ads.',
    requires: none,
  },
  {
    path: '/privacy',
    label: 'Privacy Policy',
    description: 'What we keep and why.',
    requires: none,
    nav: { footer: 'privacy' },
  },
  {
    path: '/terms',
    label: 'Terms of Service',
    description: 'The rules of the service.',
    requires: none,
    nav: { footer: 'terms' },
  },
  {
    path: '/invite',
    label: 'Invite the bot',
    description: 'Add the bot to a server.',
    requires: none,
    external: 'invite',
    nav: { footer: 'invite' },
  },
  {
    path: '/discord',
    label: 'Support server',
    description: 'The community server.',
    requires: none,
    external: 'support',
    nav: { footer: 'support' },
  },
  {
    path: '/upvote',
    label: 'Upvote',
    description: 'Vote for the bot.',
    requires: none,
    external: 'upvote',
    nav: { footer: 'upvote' },
  },
  {
    path: '/docs',
    label: 'Docs',
    description: 'How the bot works.',
    requires: none,
    external: 'docs',
    nav: { footer: 'docs' },
  },

  // Staff pages (the staff layout; the /staff layout route asks for a signed-in user first).
  {
    path: '/staff/dashboard',
    label: 'Dashboard',
    description: 'Your overview.',
    icon: 'dashboard',
    requires: { allOf: ['VIEW_STAFF_DASHBOARD'] },
    nav: { top: { label: 'Staff' }, sidebar: { section: 'staff' } },
  },
  {
    path: '/staff/orders',
    label: 'Order Manager',
    description: 'Claim, prepare and deliver orders.',
    icon: 'kitchen',
    requires: { allOf: ['MANAGE_ORDERS'] },
    nav: { sidebar: { section: 'staff' }, shortcut: true },
  },
  {
    path: '/staff/orders/$id',
    label: 'Order',
    description: 'One order and what can be done with it.',
    requires: { allOf: ['MANAGE_ORDERS'] },
  },
  {
    path: '/staff/food-lookup',
    label: 'Food Lookup',
    description: 'What the kitchen may prepare.',
    icon: 'search',
    requires: { allOf: ['VIEW_FOOD_LOOKUP'] },
    nav: { sidebar: { section: 'staff' }, shortcut: true },
  },
  {
    path: '/staff/achievements',
    label: 'My Achievements',
    description: 'Objectives and rewards.',
    icon: 'award',
    requires: { allOf: ['VIEW_OWN_ACHIEVEMENTS'] },
    nav: { sidebar: { section: 'staff' }, shortcut: true },
  },
  {
    path: '/staff/achievements/create',
    label: 'New objective',
    description: 'Set an objective and its reward.',
    requires: { allOf: ['MANAGE_ACHIEVEMENTS'] },
  },

  // Admin pages, in the order of the sidebar's Admin and Site sections.
  {
    path: '/staff/admin/management-statistics',
    label: 'My Performance',
    description: 'Your management activity.',
    icon: 'chart',
    requires: { allOf: ['VIEW_MANAGEMENT_STATISTICS'] },
    nav: { sidebar: { section: 'admin', group: 'Management Statistics' }, shortcut: true },
  },
  {
    path: '/staff/admin/management-statistics/management',
    label: 'Management',
    description: 'Activity of every manager.',
    icon: 'chart',
    requires: { allOf: ['MANAGE_MANAGEMENT_STATISTICS'] },
    nav: { sidebar: { section: 'admin', group: 'Management Statistics' }, shortcut: true },
  },
  {
    path: '/staff/admin/on-leave-requests',
    label: 'On Leave Requests',
    description: 'Approve or deny leave requests.',
    icon: 'leave',
    requires: { allOf: ['MANAGE_ON_LEAVE_REQUESTS'] },
    nav: { sidebar: { section: 'admin' }, shortcut: true },
  },
  {
    path: '/staff/admin/on-leave-requests/create',
    label: 'New leave request',
    description: 'Put a staff member on leave.',
    requires: { allOf: ['MANAGE_ON_LEAVE_REQUESTS'] },
  },
  {
    path: '/staff/admin/report-manager/orders',
    label: 'Order Reports',
    description: 'Reported orders.',
    icon: 'flag',
    requires: orderReports,
    nav: { sidebar: { section: 'admin', group: 'Report Manager' }, shortcut: true },
  },
  {
    path: '/staff/admin/report-manager/orders/$id',
    label: 'Order report',
    description: 'One reported order.',
    requires: orderReports,
  },
  {
    path: '/staff/admin/order-history/$id',
    label: 'Order history',
    description: 'A user’s past orders.',
    requires: { allOf: ['VIEW_BACKLOG'] },
  },
  {
    path: '/staff/admin/recruitment',
    label: 'Recruitment',
    description: 'Forms and applications.',
    icon: 'clipboard',
    requires: recruitmentViewers,
    nav: { sidebar: { section: 'admin' }, shortcut: true },
  },
  {
    path: '/staff/admin/recruitment/create',
    label: 'New form',
    description: 'Open a recruitment form.',
    requires: { allOf: ['RECRUITMENT_MANAGER'] },
  },
  {
    path: '/staff/admin/recruitment/applications',
    label: 'All applications',
    description: 'Applications to every form.',
    requires: recruitmentViewers,
  },
  {
    path: '/staff/admin/recruitment/$id',
    label: 'Recruitment form',
    description: 'One recruitment form.',
    requires: formReviewers,
  },
  {
    path: '/staff/admin/recruitment/$id/applications',
    label: 'Applications',
    description: 'Applications to one form.',
    requires: formReviewers,
  },
  {
    path: '/staff/admin/recruitment/$id/applications/$applicationID',
    label: 'Application',
    description: 'One application to a form.',
    requires: formReviewers,
  },
  {
    path: '/staff/admin/appeals',
    label: 'Appeal Manager',
    description: 'Vote on appeals.',
    icon: 'gavel',
    requires: { allOf: ['MANAGE_APPEALS'] },
    nav: { sidebar: { section: 'admin' }, shortcut: true },
  },
  {
    path: '/staff/admin/appeals/$id',
    label: 'Appeal',
    description: 'One appeal and its votes.',
    requires: { allOf: ['MANAGE_APPEALS'] },
  },
  {
    path: '/staff/admin/teams',
    label: 'Team Manager',
    description: 'Teams and their orders.',
    icon: 'teams',
    requires: { allOf: ['MANAGE_TEAMS'] },
    nav: { sidebar: { section: 'admin' }, shortcut: true },
  },
  {
    path: '/staff/admin/teams/create',
    label: 'New team',
    description: 'Start a team.',
    requires: { allOf: ['MANAGE_TEAMS'] },
  },
  {
    path: '/staff/admin/users',
    label: 'User Manager',
    description: 'Users, bans and staff.',
    icon: 'users',
    requires: { allOf: ['MANAGE_USERS'] },
    nav: { sidebar: { section: 'admin' }, shortcut: true },
  },
  {
    path: '/staff/admin/users/$id/ban',
    label: 'Ban',
    description: 'Ban a user, change or lift the ban.',
    requires: { allOf: ['MANAGE_USERS'] },
  },
  {
    path: '/staff/admin/users/$id/remove-staff',
    label: 'Remove from staff',
    description: 'Take a user’s staff rank away.',
    requires: { allOf: ['MANAGE_USERS'] },
  },
  {
    path: '/staff/admin/rank-manager',
    label: 'Rank Manager',
    description: 'Ranks and permissions.',
    icon: 'ranks',
    requires: { allOf: ['MANAGE_RANKS'] },
    nav: { sidebar: { section: 'admin' }, shortcut: true },
  },
  {
    path: '/staff/admin/rank-manager/create',
    label: 'New rank',
    description: 'Add a rank.',
    requires: { allOf: ['MANAGE_RANKS'] },
  },
  {
    path: '/staff/admin/rank-manager/$id',
    label: 'Rank',
    description: 'One rank and its permissions.',
    requires: { allOf: ['MANAGE_RANKS'] },
  },
  {
    path: '/staff/admin/online-users',
    label: 'Online Users',
    description: 'Who is online now.',
    icon: 'online',
    requires: { allOf: ['SUPER_ADMIN'] },
    nav: { sidebar: { section: 'admin', group: 'Super Admin' }, shortcut: true },
  },
  {
    path: '/staff/admin/settings',
    label: 'Site Settings',
    description: 'Site-wide settings.',
    icon: 'settings',
    requires: siteManagers,
    nav: { sidebar: { section: 'site' }, shortcut: true },
  },
  {
    path: '/staff/admin/site-management/announcement',
    label: 'Announce',
    description: 'The announcement banner.',
    icon: 'announce',
    requires: siteManagers,
    nav: { sidebar: { section: 'site' }, shortcut: true },
  },

  // The sidebar's Extra section (its Resign button is an action, not a page).
  {
    path: '/staff/take-a-break',
    label: 'Take a Vacation',
    description: 'Request leave.',
    icon: 'leave',
    requires: { allOf: ['SUBMIT_ON_LEAVE_REQUEST'] },
    nav: { sidebar: { section: 'extra' }, shortcut: true },
  },
  {
    path: '/staff/delivery-messages',
    label: 'Premade Message Directory',
    description: 'Shared delivery messages.',
    icon: 'messages',
    requires: directory,
    nav: { sidebar: { section: 'extra' }, shortcut: true },
  },
  {
    path: '/staff/delivery-messages/create',
    label: 'New premade message',
    description: 'Share a delivery message.',
    requires: directory,
  },
  {
    path: '/staff/delivery-messages/edit',
    label: 'My delivery message',
    description: 'Write your own delivery message.',
    requires: directory,
  },
  {
    path: '/staff/delivery-messages/$slug',
    label: 'Premade message',
    description: 'One message of the directory.',
    requires: directory,
  },
  {
    path: '/staff/delivery-messages/$slug/edit',
    label: 'Edit premade message',
    description: 'Change a message of the directory.',
    requires: directory,
  },
] as const satisfies readonly AccessEntry[];

/** The path of a page in the map. */
export type AccessPath = (typeof ACCESS_MAP)[number]['path'];
