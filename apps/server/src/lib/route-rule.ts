import type { PermissionRule } from '@patio/domain';

/**
 * What a route needs: 'public' (no login), a PermissionRule (null = any valid login), or
 * 'device-or-login' (yard equipment with the ALARMES_API_KEY header, or a logged-in user). A
 * machine key in `x-api-key` stands for a login on every route. Declared here, below the guard that enforces it, so route helpers can name it.
 */
export type RouteRule = 'public' | 'device-or-login' | PermissionRule;
