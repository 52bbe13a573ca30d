import type { ShareKind } from '../../../shared/acts/link-share.js';

/** What a share link's path asks for: the shared screen or group, or its password entry. */
export interface ShareRoute {
  page: 'view' | 'password';
  kind: ShareKind;
  token: string;
  titleKey:
    | 'routes.screenShare'
    | 'routes.screenSharePassword'
    | 'routes.groupShare'
    | 'routes.groupSharePassword'
    | 'routes.groupSharePreview';
}

/** The public share paths (docs/ARCHITECTURE.md#web-app-routes), the same as the router table's, most specific first. */
const PATTERNS: readonly { pattern: RegExp; route: Omit<ShareRoute, 'token'> }[] = [
  {
    pattern: /^\/group-share-preview\/share(?:\/([^/]+))?\/?$/,
    route: { page: 'view', kind: 'group', titleKey: 'routes.groupSharePreview' },
  },
  {
    pattern: /^\/group-share\/share(?:\/([^/]+))?\/screen_group\/?$/,
    route: { page: 'password', kind: 'group', titleKey: 'routes.groupSharePassword' },
  },
  {
    pattern: /^\/group-share\/share(?:\/([^/]+))?\/?$/,
    route: { page: 'view', kind: 'group', titleKey: 'routes.groupShare' },
  },
  {
    pattern: /^\/screen-share\/share(?:\/([^/]+))?\/screen\/?$/,
    route: { page: 'password', kind: 'screen', titleKey: 'routes.screenSharePassword' },
  },
  {
    pattern: /^\/screen-share\/share(?:\/([^/]+))?\/?$/,
    route: { page: 'view', kind: 'screen', titleKey: 'routes.screenShare' },
  },
];

function decodedOrEmpty(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export function matchShareRoute(pathname: string): ShareRoute | null {
  for (const { pattern, route } of PATTERNS) {
    const match = pattern.exec(pathname);
    // A malformed escape (`%zz`) is no token: the page says the link is invalid, nothing throws.
    if (match) return { ...route, token: decodedOrEmpty(match[1] ?? '') };
  }
  return null;
}

export const isSharePath = (pathname: string): boolean => matchShareRoute(pathname) !== null;
