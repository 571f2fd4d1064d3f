import { lazyPage } from '../services/lazyPage';

/** Prefix of the routes that need a loaded application (SPEC section 2). */
export const GUARDED_PREFIX = '/application/';

/** The guard of the /application routes (query, session timeout), loaded when one opens or ahead of it. */
export const applicationGuard = lazyPage(() => import('./ApplicationGuard'));
