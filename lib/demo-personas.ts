/**
 * The demo personas (docs/architecture.md#personas): keys and labels shared by the login page and the
 * fake backend, which signs them in with the authorization code `demo-<key>`.
 */
export const DEMO_PERSONAS = [
  { key: 'customer', label: 'Customer', description: 'Orders food; no staff rank.' },
  { key: 'chef', label: 'Chef', description: 'Kitchen staff; may resign from the website.' },
  { key: 'courier', label: 'Courier', description: 'Delivery staff with the delivery-message beta.' },
  { key: 'manager', label: 'Manager', description: 'Admin sections without Super Admin; feedback beta.' },
  { key: 'admin', label: 'Admin', description: 'Every permission and perk.' },
  { key: 'banned', label: 'Banned user', description: 'Has an active website ban.' },
] as const;

export type DemoPersonaKey = (typeof DEMO_PERSONAS)[number]['key'];

export const demoAuthorizationCode = (key: DemoPersonaKey) => `demo-${key}`;
