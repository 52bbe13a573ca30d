import type { ComponentType } from 'react';
import type { AppSection } from '../../build/messageParts';
import type { RouteTitleKey } from '../i18n/resources';

/** A route's module: its page as the default export, in a chunk of its own. */
export interface RouteModule {
  default: ComponentType;
}

export interface RouteDef {
  path: string;
  /** Loads the page's code when the route is first matched, so each page loads only what it draws. */
  load: () => Promise<RouteModule>;
  /** Open without a stored auth value (docs/ARCHITECTURE.md#web-app-routes); the rest are guarded and framed by the shell. */
  public: boolean;
  titleKey: RouteTitleKey;
  /** Guarded, but full screen without the app shell (the editor). */
  bare?: boolean;
  /**
   * The sections of the signed-in pages' messages the page shows, loaded with its code (every page
   * has the public part; a page in the shell also the shell's, SHELL_MESSAGES). Checked against the
   * page's code by routeMessages.test.ts.
   */
  messages?: readonly AppSection[];
}

/** What the screen lists show (grid, group rail, carousel, mobile rules and pad dialogs). */
const SCREEN_LIST_MESSAGES: readonly AppSection[] = ['carousel', 'groups', 'mobileRules', 'pad', 'screenList'];
/** What a wall shows: its widgets (their labels among the editor's). */
const WALL_MESSAGES: readonly AppSection[] = ['editor', 'widgets'];

/** The SPA's routes (docs/ARCHITECTURE.md#web-app-routes), one entry each. Unknown paths are handled by the router. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', load: () => import('../routes/Root'), public: true, titleKey: 'routes.root' },
  { path: '/login', load: () => import('../routes/ToSignIn'), public: true, titleKey: 'routes.login' },
  {
    path: '/sso',
    load: () => import('../routes/SsoInApp'),
    messages: ['personalize'],
    public: true,
    titleKey: 'routes.sso',
  },
  { path: '/ssosaas', load: () => import('../routes/ToSignIn'), public: true, titleKey: 'routes.ssosaas' },
  { path: '/register', load: () => import('../routes/ToSignIn'), public: true, titleKey: 'routes.register' },
  {
    path: '/licence_update',
    load: () => import('../routes/LicenceUpdate'),
    public: true,
    titleKey: 'routes.licenceUpdate',
  },
  {
    path: '/modifyPassword',
    load: () => import('../routes/ModifyPassword'),
    public: true,
    titleKey: 'routes.modifyPassword',
  },
  { path: '/error', load: () => import('../routes/ErrorPage'), public: true, titleKey: 'routes.error' },
  { path: '/error/web', load: () => import('../routes/ErrorWeb'), public: true, titleKey: 'routes.errorWeb' },
  {
    path: '/group-share-preview/share/:id?',
    load: () => import('../routes/GroupSharePreview'),
    messages: WALL_MESSAGES,
    public: true,
    titleKey: 'routes.groupSharePreview',
  },
  {
    path: '/group-share/share/:id?/screen_group',
    load: () => import('../routes/GroupSharePassword'),
    messages: WALL_MESSAGES,
    public: true,
    titleKey: 'routes.groupSharePassword',
  },
  {
    path: '/group-share/share/:id?',
    load: () => import('../routes/GroupShare'),
    messages: WALL_MESSAGES,
    public: true,
    titleKey: 'routes.groupShare',
  },
  {
    path: '/screen-share/share/:id?/screen',
    load: () => import('../routes/ScreenSharePassword'),
    messages: WALL_MESSAGES,
    public: true,
    titleKey: 'routes.screenSharePassword',
  },
  {
    path: '/screen-share/share/:id?',
    load: () => import('../routes/ScreenShare'),
    messages: WALL_MESSAGES,
    public: true,
    titleKey: 'routes.screenShare',
  },
  {
    path: '/screenList/:id?',
    load: () => import('../routes/ScreenList'),
    messages: SCREEN_LIST_MESSAGES,
    public: false,
    titleKey: 'routes.screenList',
  },
  {
    path: '/mobileScreenList/:id?',
    load: () => import('../routes/MobileScreenList'),
    messages: SCREEN_LIST_MESSAGES,
    public: false,
    titleKey: 'routes.mobileScreenList',
  },
  {
    path: '/screenVersionMan/:id',
    load: () => import('../routes/ScreenVersionMan'),
    messages: ['editor', 'screenList', 'versions', 'widgets'],
    public: false,
    titleKey: 'routes.screenVersionMan',
  },
  {
    path: '/createScreen/:id',
    load: () => import('../routes/CreateScreen'),
    messages: ['carousel', 'createScreen', 'editor', 'groups', 'screenList', 'widgets'],
    public: false,
    titleKey: 'routes.createScreen',
  },
  {
    path: '/dashboard-preview/:id?/:version?',
    load: () => import('../routes/DashboardPreview'),
    messages: ['editor', 'versions', 'widgets'],
    public: false,
    titleKey: 'routes.dashboardPreview',
    bare: true,
  },
  {
    path: '/group-preview/:id?',
    load: () => import('../routes/GroupPreview'),
    messages: ['carousel', 'editor', 'groups', 'widgets'],
    public: false,
    titleKey: 'routes.groupPreview',
    bare: true,
  },
  {
    path: '/screenEditor/:id?',
    load: () => import('../routes/ScreenEditor'),
    messages: WALL_MESSAGES,
    public: false,
    titleKey: 'routes.screenEditor',
    bare: true,
  },
  {
    path: '/pad-screen-list',
    load: () => import('../routes/PadScreenList'),
    messages: ['groups', 'pad'],
    public: false,
    titleKey: 'routes.padScreenList',
    bare: true,
  },
  { path: '/test', load: () => import('../routes/TestPage'), public: false, titleKey: 'routes.test' },
  { path: '/user', load: () => import('../routes/User'), messages: ['admin'], public: false, titleKey: 'routes.user' },
  {
    path: '/user/personalize',
    load: () => import('../routes/UserPersonalize'),
    messages: ['editor', 'personalize'],
    public: false,
    titleKey: 'routes.userPersonalize',
  },
  {
    path: '/dataBase',
    load: () => import('../routes/DataBase'),
    messages: ['datasources', 'drafts', 'editor', 'widgets'],
    public: false,
    titleKey: 'routes.dataBase',
  },
  {
    path: '/dataFile',
    load: () => import('../routes/DataFile'),
    messages: ['dataApi', 'dataFile', 'datasources', 'editor', 'widgets'],
    public: false,
    titleKey: 'routes.dataFile',
  },
  {
    path: '/dataApi',
    load: () => import('../routes/DataApi'),
    messages: ['dataApi', 'dataFile', 'datasources', 'drafts', 'editor', 'widgets'],
    public: false,
    titleKey: 'routes.dataApi',
  },
];

/** The sections the app shell (navigation, header, its dialogs) shows, loaded with it. */
export const SHELL_MESSAGES: readonly AppSection[] = [];

export interface RouteHandle {
  titleKey: RouteTitleKey;
  public: boolean;
}
