import { describe, expect, it } from 'vitest';
import type { RoleView } from '../../../../shared/acts/roles.js';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import {
  assignableRoles,
  labelOf,
  roleChangeDetail,
  roleChangeLock,
  roleLabel,
  roleLock,
  type RoleNames,
} from './roleLabels';

const zh: RoleNames = {
  builtin: (id) => ({ admin: '系统管理员', security: '安全管理员', auditor: '审计管理员', member: '成员' })[id],
  unknown: '已删除的角色',
};
const role = (id: string, name: string, builtin: 0 | 1): RoleView => ({
  _id: id,
  name,
  builtin,
  permissions: [],
  manage_roles: 0,
  members: 0,
});
const roles = [
  role('viewer-1', 'Viewer', 0),
  role('admin', 'admin', 1),
  role('member', 'member', 1),
  role('auditor', 'auditor', 1),
];

describe('role labels', () => {
  it('names built-in roles in the UI language and custom roles by their name', () => {
    expect(roleLabel('admin', roles, zh)).toBe('系统管理员');
    expect(roleLabel('security', undefined, zh)).toBe('安全管理员');
    expect(roleLabel('viewer-1', roles, zh)).toBe('Viewer');
    expect(roleLabel('gone', roles, zh)).toBe('已删除的角色');
    expect(roleLabel('viewer-1', undefined, zh)).toBe('已删除的角色');
    expect(labelOf(role('member', 'member', 1), zh)).toBe('成员');
    expect(labelOf(role('x', 'Analyst', 0), zh)).toBe('Analyst');
  });

  it('never offers the unique administrator role; built-ins come first', () => {
    expect(assignableRoles(roles).map((r) => r._id)).toEqual(['member', 'auditor', 'viewer-1']);
  });

  it("locks the administrator's row and the caller's own row with the server's reason", () => {
    expect(roleLock({ _id: 'a', is_admin: 1, role: 'admin' }, 'b')).toBe(ErrorCode.ADMIN_IMMUTABLE);
    expect(roleLock({ _id: 'a', is_admin: 0, role: 'admin' }, 'a')).toBe(ErrorCode.ADMIN_IMMUTABLE);
    expect(roleLock({ _id: 'a', is_admin: 0, role: 'security' }, 'a')).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
    expect(roleLock({ _id: 'a', is_admin: 0, role: 'member' }, 'b')).toBeUndefined();
  });

  it('leaves the security and audit roles to the administrator', () => {
    expect(assignableRoles(roles, false).map((r) => r._id)).toEqual(['member', 'viewer-1']);
    const auditor = { _id: 'a', is_admin: 0, role: 'auditor' } as const;
    expect(roleChangeLock(auditor, 'b', false)).toBe(ErrorCode.FUNCTION_PERMISSION_DENIED);
    expect(roleChangeLock(auditor, 'b', true)).toBeUndefined();
    expect(roleChangeLock({ ...auditor, role: 'member' }, 'b', false)).toBeUndefined();
    expect(roleChangeLock(auditor, 'a', true)).toBe(ErrorCode.OWN_ROLE_IMMUTABLE);
  });

  it('reads a role change detail as role names, keeping ids the reader cannot name', () => {
    expect(roleChangeDetail('member->viewer-1', roles, zh)).toBe('成员 → Viewer');
    expect(roleChangeDetail('viewer-1->security', roles, zh)).toBe('Viewer → 安全管理员');
    expect(roleChangeDetail('member->abc123', undefined, zh)).toBe('成员 → abc123');
    expect(roleChangeDetail('share_link', roles, zh)).toBe('share_link');
  });
});
