import { describe, expect, it } from 'vitest';
import type { RoleView } from '../../../shared/acts/roles.js';
import { inviteRoles } from './inviteRoles';

const role = (over: Partial<RoleView>): RoleView => ({
  _id: 'r1',
  name: 'Role',
  builtin: 0,
  permissions: [],
  manage_roles: 0,
  members: 0,
  ...over,
});

describe('the roles an invitation may give', () => {
  it('offers the built-ins but admin, member first, when the role list is not there', () => {
    expect(inviteRoles(undefined)).toEqual([
      { id: 'member', builtin: true },
      { id: 'security', builtin: true },
      { id: 'auditor', builtin: true },
    ]);
  });

  it('adds custom roles by name and never lists a built-in twice', () => {
    const listed = [
      role({ _id: 'admin', name: 'admin', builtin: 1 }),
      role({ _id: 'member', name: 'member', builtin: 1 }),
      role({ _id: 'r-ops', name: 'Operators' }),
    ];
    const ids = inviteRoles(listed).map((entry) => entry.id);
    expect(ids).toEqual(['member', 'security', 'auditor', 'r-ops']);
    expect(inviteRoles(listed).at(-1)).toEqual({ id: 'r-ops', builtin: false, name: 'Operators' });
  });
});
