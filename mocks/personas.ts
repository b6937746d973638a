/**
 * The six demo personas (design guide "Demo personas"). Each is a seeded user with a pre-seeded session whose
 * token is deterministic, so Storybook, Vitest and Playwright can sign in by setting the `VD_SESSION` cookie, and
 * the demo login page can sign in through `POST /api/client/authenticate {code: 'demo-<persona>'}`.
 */
import { clearSessionCookie, SESSION_COOKIE, writeSessionToken } from '@lib/session-cookie';
import { deterministicHex, SESSION_TOKEN_LENGTH } from './ids';

export const PERSONA_KEYS = ['customer', 'chef', 'courier', 'manager', 'admin', 'banned'] as const;
export type PersonaKey = (typeof PERSONA_KEYS)[number];

export interface Persona {
  key: PersonaKey;
  /** Human label for buttons and docs. */
  label: string;
  description: string;
  userId: string;
  /** The pre-seeded session token (160 lowercase hex characters, like real tokens). */
  token: string;
}

/** Authorization code prefix the fake `POST /api/client/authenticate` accepts. */
export const DEMO_CODE_PREFIX = 'demo-';

const personaToken = (key: PersonaKey) =>
  deterministicHex(`virtual-diner/demo-persona/${key}`, SESSION_TOKEN_LENGTH);

const persona = (key: PersonaKey, label: string, userId: string, description: string): Persona => ({
  key,
  label,
  description,
  userId,
  token: personaToken(key),
});

export const PERSONAS: Record<PersonaKey, Persona> = {
  customer: persona(
    'customer',
    'Customer (no staff rank)',
    '1063901945033068384',
    'Orders food and holds the non-staff Supporter rank: no staff dashboard, cannot resign.',
  ),
  chef: persona(
    'chef',
    'Chef (kitchen staff)',
    '691224913378638273',
    'Kitchen staff: dashboard, order manager, food lookup, achievements, leave requests. May resign.',
  ),
  courier: persona(
    'courier',
    'Courier (delivery staff)',
    '965657477606365610',
    'Delivery staff with the DELIVERY_MESSAGE_BETA perk (premade message directory). May resign.',
  ),
  manager: persona(
    'manager',
    'Manager (admin sections)',
    '421292817476978430',
    'Management: admin sections without SUPER_ADMIN, VIEW_BACKLOG and the FEEDBACK_BETA perk. Not allowed to resign.',
  ),
  admin: persona(
    'admin',
    'Admin (every permission)',
    '144385566774905781',
    'Owner rank: every permission bit and every perk.',
  ),
  banned: persona(
    'banned',
    'Banned user',
    '1209562063375082466',
    'No ranks and an active ban (with a reason) that expires in about 30 days.',
  ),
};

export function isPersonaKey(value: unknown): value is PersonaKey {
  return typeof value === 'string' && (PERSONA_KEYS as readonly string[]).includes(value);
}

/** The persona whose user id this is, if any. */
export function personaOfUser(userId: string): Persona | undefined {
  return Object.values(PERSONAS).find((p) => p.userId === userId);
}

/** The authorization code that signs in as this persona in demo mode. */
export const demoCode = (key: PersonaKey): string => `${DEMO_CODE_PREFIX}${key}`;

/** `VD_SESSION` cookie value for the persona, e.g. for Playwright's `context.addCookies`. */
export const personaCookie = (key: PersonaKey) => ({
  name: SESSION_COOKIE,
  value: encodeURIComponent(JSON.stringify({ token: PERSONAS[key].token })),
});

/** Signs the browser in as the persona by writing its session cookie (stories, demo controls). */
export function signInAs(key: PersonaKey): void {
  writeSessionToken(PERSONAS[key].token);
}

/** Removes the session cookie. */
export function signOut(): void {
  clearSessionCookie();
}
