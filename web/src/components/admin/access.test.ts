import { describe, expect, it } from 'vitest';
import { grantAccess, pageState, pickTab, visibleTabs } from './access';

describe('administration access', () => {
  it('reads the grants: loading, failed, or what the role allows', () => {
    const auditor = {
      role: 'auditor',
      permissions: ['audit_view' as const],
      manage_roles: 0 as const,
      is_admin: 0 as const,
    };
    const security = { ...auditor, role: 'security', manage_roles: 1 as const };
    expect(grantAccess({}, 'roles')).toBe('loading');
    expect(grantAccess({ error: new Error('offline') }, 'audit')).toBe('failed');
    expect(grantAccess({ data: auditor }, 'roles')).toBe('denied');
    expect(grantAccess({ data: auditor }, 'audit')).toBe('granted');
    expect(grantAccess({ data: security }, 'roles')).toBe('granted');
    expect(grantAccess({ data: { ...auditor, permissions: [] } }, 'audit')).toBe('denied');
  });

  it('shows members, roles, departments and teams to role managers, the audit log to audit_view', () => {
    expect(visibleTabs('granted', 'granted')).toEqual(['members', 'roles', 'departments', 'teams', 'audit']);
    expect(visibleTabs('granted', 'granted', true)).toEqual([
      'members',
      'roles',
      'departments',
      'teams',
      'audit',
      'sso',
    ]);
    expect(visibleTabs('denied', 'granted')).toEqual(['audit']);
    expect(visibleTabs('granted', 'denied')).toEqual(['members', 'roles', 'departments', 'teams']);
    expect(visibleTabs('denied', 'denied')).toEqual([]);
    expect(visibleTabs('failed', 'loading')).toEqual([]);
  });

  it('a member with no rights gets the friendly state; a failure with nothing granted offers a retry', () => {
    expect(pageState('loading', 'granted')).toBe('loading');
    expect(pageState('granted', 'denied')).toBe('tabs');
    expect(pageState('failed', 'granted')).toBe('tabs');
    expect(pageState('denied', 'denied')).toBe('none');
    expect(pageState('denied', 'failed')).toBe('failed');
  });

  it('opens the tab named in the URL only when it is visible', () => {
    expect(pickTab('roles', ['members', 'roles', 'audit'])).toBe('roles');
    expect(pickTab('departments', ['members', 'roles', 'departments'])).toBe('departments');
    expect(pickTab('departments', ['audit'])).toBe('audit');
    expect(pickTab('roles', ['audit'])).toBe('audit');
    expect(pickTab('nonsense', ['members', 'roles'])).toBe('members');
    expect(pickTab(null, ['members', 'roles', 'audit'])).toBe('members');
    expect(pickTab('audit', [])).toBeNull();
  });
});
