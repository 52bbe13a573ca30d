import type { ComponentType } from 'react';
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
  /** A public page that shows signed-in pages' messages (a share played inside the app). */
  allMessages?: boolean;
}

/** The SPA's routes (docs/ARCHITECTURE.md#web-app-routes), one entry each. Unknown paths are handled by the router. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', load: () => import('../routes/Root'), public: true, titleKey: 'routes.root' },
  { path: '/login', load: () => import('../routes/Login'), public: true, titleKey: 'routes.login' },
  { path: '/sso', load: () => import('../routes/Sso'), public: true, titleKey: 'routes.sso' },
  { path: '/ssosaas', load: () => import('../routes/SsoSaas'), public: true, titleKey: 'routes.ssosaas' },
  { path: '/register', load: () => import('../routes/Register'), public: true, titleKey: 'routes.register' },
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
    public: true,
    allMessages: true,
    titleKey: 'routes.groupSharePreview',
  },
  {
    path: '/group-share/share/:id?/screen_group',
    load: () => import('../routes/GroupSharePassword'),
    public: true,
    allMessages: true,
    titleKey: 'routes.groupSharePassword',
  },
  {
    path: '/group-share/share/:id?',
    load: () => import('../routes/GroupShare'),
    public: true,
    allMessages: true,
    titleKey: 'routes.groupShare',
  },
  {
    path: '/screen-share/share/:id?/screen',
    load: () => import('../routes/ScreenSharePassword'),
    public: true,
    allMessages: true,
    titleKey: 'routes.screenSharePassword',
  },
  {
    path: '/screen-share/share/:id?',
    load: () => import('../routes/ScreenShare'),
    public: true,
    allMessages: true,
    titleKey: 'routes.screenShare',
  },
  {
    path: '/screenList/:id?',
    load: () => import('../routes/ScreenList'),
    public: false,
    titleKey: 'routes.screenList',
  },
  {
    path: '/mobileScreenList/:id?',
    load: () => import('../routes/MobileScreenList'),
    public: false,
    titleKey: 'routes.mobileScreenList',
  },
  {
    path: '/screenVersionMan/:id',
    load: () => import('../routes/ScreenVersionMan'),
    public: false,
    titleKey: 'routes.screenVersionMan',
  },
  {
    path: '/createScreen/:id',
    load: () => import('../routes/CreateScreen'),
    public: false,
    titleKey: 'routes.createScreen',
  },
  {
    path: '/dashboard-preview/:id?/:version?',
    load: () => import('../routes/DashboardPreview'),
    public: false,
    titleKey: 'routes.dashboardPreview',
    bare: true,
  },
  {
    path: '/group-preview/:id?',
    load: () => import('../routes/GroupPreview'),
    public: false,
    titleKey: 'routes.groupPreview',
    bare: true,
  },
  {
    path: '/screenEditor/:id?',
    load: () => import('../routes/ScreenEditor'),
    public: false,
    titleKey: 'routes.screenEditor',
    bare: true,
  },
  {
    path: '/pad-screen-list',
    load: () => import('../routes/PadScreenList'),
    public: false,
    titleKey: 'routes.padScreenList',
    bare: true,
  },
  { path: '/test', load: () => import('../routes/TestPage'), public: false, titleKey: 'routes.test' },
  { path: '/user', load: () => import('../routes/User'), public: false, titleKey: 'routes.user' },
  {
    path: '/user/personalize',
    load: () => import('../routes/UserPersonalize'),
    public: false,
    titleKey: 'routes.userPersonalize',
  },
  { path: '/dataBase', load: () => import('../routes/DataBase'), public: false, titleKey: 'routes.dataBase' },
  { path: '/dataFile', load: () => import('../routes/DataFile'), public: false, titleKey: 'routes.dataFile' },
  { path: '/dataApi', load: () => import('../routes/DataApi'), public: false, titleKey: 'routes.dataApi' },
];

export interface RouteHandle {
  titleKey: RouteTitleKey;
  public: boolean;
}
