import { describe, expect, it } from 'vitest';
import type { ActName } from '../../shared/acts/registry.js';
import { adminActs } from '../admin/handler.js';
import { apiActs } from '../api/handler.js';
import { datasourceActs } from '../datasource/handler.js';
import { groupActs } from '../group/handler.js';
import { screenActs } from '../screen/handler.js';
import { worksheetActs } from '../worksheet/handler.js';
import type { ActTable } from './act.js';

/** The function permission each act declares (undefined: none beyond the session). */
function needsOf(table: ActTable): Map<ActName, string | undefined> {
  return new Map(
    Object.entries(table).map(([act, definition]) => [
      act as ActName,
      definition.access === 'session' ? definition.needs : undefined,
    ]),
  );
}

const all = new Map([
  ...needsOf(apiActs),
  ...needsOf(datasourceActs),
  ...needsOf(worksheetActs),
  ...needsOf(screenActs),
  ...needsOf(groupActs),
  ...needsOf(adminActs),
]);

describe('function permissions declared by the acts (docs/permissions.md)', () => {
  it('every act that changes a data source, worksheet or data API needs the matching permission', () => {
    const writes =
      /\/(add|change|remove|publish|unpublish|refresh|test|group_add|group_change_name|group_remove|token_add|token_remove|push_channel_[a-z_]+)$/;
    const families: [RegExp, string][] = [
      [/^v1\/datasource\//, 'datasource_manage'],
      [/^v1\/worksheet\//, 'datasource_manage'],
      [/^v1\/api\//, 'api_manage'],
    ];
    for (const [family, permission] of families) {
      const acts = [...all.keys()].filter((act) => family.test(act) && writes.test(act) && !act.endsWith('_list'));
      expect(acts.length).toBeGreaterThan(2);
      for (const act of acts) expect([act, all.get(act)]).toEqual([act, permission]);
    }
  });

  it('creating, publishing and link-sharing screens need their own permissions', () => {
    expect(
      Object.fromEntries(
        [...all].filter(([, needs]) => needs && !/^v1\/(api|datasource|worksheet)\//.test(String(needs))),
      ),
    ).toMatchObject({
      'v1/screen/add': 'screen_create',
      'v1/screen/copy': 'screen_create',
      'v1/group/resource_import': 'screen_create',
      'v1/screen/version_add': 'screen_publish',
      'v1/screen/version_release': 'screen_publish',
      'v1/screen/version_onward': 'screen_publish',
      'v1/screen/version_delete': 'screen_publish',
      'v1/screen/link_share_add': 'share_link',
      'v1/group/link_share_add': 'share_link',
    });
  });

  it('every administration act needs a permission', () => {
    for (const act of Object.keys(adminActs) as ActName[]) expect([act, all.get(act)]).not.toEqual([act, undefined]);
  });

  it('reading and playing screens need none, so a read-only role still sees its screens', () => {
    for (const act of ['v1/screen/get', 'v1/screen/list', 'v1/group/list', 'v1/screen/link_share_view'] as ActName[])
      expect([act, all.get(act)]).toEqual([act, undefined]);
  });
});
