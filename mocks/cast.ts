/**
 * Who is who in the seed: the seeded users the kitchen data and the demo simulator refer to, by short name.
 * Personas keep their ids in `personas.ts`; everyone else is here.
 */
import { PERSONAS } from './personas';

/** Seeded users who are not personas (the personas' ids are in `personas.ts`). */
export const USER_IDS = {
  // Staff
  greta: '59486432563537150',
  priya: '385581335949131530',
  basil: '301453858812796526',
  nora: '808688349504680483',
  kofi: '1016366691512796111',
  lou: '539033367115294006',
  turbo: '919605175620654909',
  mika: '1169747344930647102',
  felix: '480811852537043598',
  // Customers
  wes: '228168039710444964',
  rae: '596250058929400857',
  chloe: '766441053864855047',
  dumpling: '1112673831442113735',
  sol: '859759603477741202',
  /** Permanently banned. */
  ben: '1271221918219692968',
} as const;

/** Personas and the other seeded users, by short name. */
export const CAST = {
  customer: PERSONAS.customer.userId,
  chef: PERSONAS.chef.userId,
  courier: PERSONAS.courier.userId,
  manager: PERSONAS.manager.userId,
  admin: PERSONAS.admin.userId,
  ...USER_IDS,
} as const;

/** Kitchen staff the simulator plays (never a persona). */
export const SIMULATED_CHEFS: readonly string[] = [
  USER_IDS.basil,
  USER_IDS.nora,
  USER_IDS.kofi,
  USER_IDS.greta,
];
/** Couriers the simulator plays (never a persona). */
export const SIMULATED_COURIERS: readonly string[] = [USER_IDS.lou, USER_IDS.turbo, USER_IDS.felix];
/** Customers who send orders: the customer persona and the seeded customers who are not banned. */
export const CUSTOMERS: readonly string[] = [
  PERSONAS.customer.userId,
  USER_IDS.wes,
  USER_IDS.rae,
  USER_IDS.chloe,
  USER_IDS.dumpling,
  USER_IDS.sol,
];
