import { lazy } from 'react';

/**
 * The administration tabs after the first (members), each loaded when first shown: the members
 * tab, where an administrator lands, draws without their code.
 */
export const LazyRolesTab = lazy(() => import('./RolesTab').then((m) => ({ default: m.RolesTab })));
export const LazyDepartmentsTab = lazy(() => import('./DepartmentsTab').then((m) => ({ default: m.DepartmentsTab })));
export const LazyTeamsTab = lazy(() => import('./TeamsTab').then((m) => ({ default: m.TeamsTab })));
export const LazySsoTab = lazy(() => import('./SsoTab').then((m) => ({ default: m.SsoTab })));
export const LazyAuditTab = lazy(() => import('./AuditTab').then((m) => ({ default: m.AuditTab })));
