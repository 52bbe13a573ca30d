import { describe, expect, it } from 'vitest';
import { isSharePath, matchShareRoute } from './shareRoutes';

describe('share routes', () => {
  it('reads the kind, the page and the decoded token of each share path', () => {
    expect(matchShareRoute('/screen-share/share/abc%2Dd')).toMatchObject({
      page: 'view',
      kind: 'screen',
      token: 'abc-d',
    });
    expect(matchShareRoute('/screen-share/share/abc/screen')).toMatchObject({ page: 'password', kind: 'screen' });
    expect(matchShareRoute('/group-share/share/abc/screen_group')).toMatchObject({ page: 'password', kind: 'group' });
    expect(matchShareRoute('/group-share-preview/share/abc')).toMatchObject({ page: 'view', kind: 'group' });
    expect(matchShareRoute('/screen/list')).toBeNull();
  });

  it('takes a malformed escape for no token instead of throwing at boot', () => {
    expect(() => isSharePath('/screen-share/share/%E0%A4%A')).not.toThrow();
    expect(matchShareRoute('/screen-share/share/%zz')).toMatchObject({ page: 'view', kind: 'screen', token: '' });
  });
});
