import type { ComponentType } from 'react';
import type { RouteTitleKey } from '../i18n/resources';
import CreateScreen from '../routes/CreateScreen';
import DashboardPreview from '../routes/DashboardPreview';
import DataApi from '../routes/DataApi';
import DataBase from '../routes/DataBase';
import DataFile from '../routes/DataFile';
import ErrorPage from '../routes/ErrorPage';
import ErrorWeb from '../routes/ErrorWeb';
import GroupPreview from '../routes/GroupPreview';
import GroupShare from '../routes/GroupShare';
import GroupSharePassword from '../routes/GroupSharePassword';
import GroupSharePreview from '../routes/GroupSharePreview';
import LicenceUpdate from '../routes/LicenceUpdate';
import Login from '../routes/Login';
import MobileScreenList from '../routes/MobileScreenList';
import ModifyPassword from '../routes/ModifyPassword';
import PadScreenList from '../routes/PadScreenList';
import Register from '../routes/Register';
import Root from '../routes/Root';
import ScreenEditor from '../routes/ScreenEditor';
import ScreenList from '../routes/ScreenList';
import ScreenShare from '../routes/ScreenShare';
import ScreenSharePassword from '../routes/ScreenSharePassword';
import ScreenVersionMan from '../routes/ScreenVersionMan';
import Sso from '../routes/Sso';
import SsoSaas from '../routes/SsoSaas';
import TestPage from '../routes/TestPage';
import User from '../routes/User';
import UserPersonalize from '../routes/UserPersonalize';

export interface RouteDef {
  path: string;
  component: ComponentType;
  /** Open without a stored auth value (docs/ARCHITECTURE.md#web-app-routes); the rest are guarded and framed by the shell. */
  public: boolean;
  titleKey: RouteTitleKey;
  /** Guarded, but full screen without the app shell (the editor). */
  bare?: boolean;
}

/** The SPA's routes (docs/ARCHITECTURE.md#web-app-routes), one entry each. Unknown paths are handled by the router. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', component: Root, public: true, titleKey: 'routes.root' },
  { path: '/login', component: Login, public: true, titleKey: 'routes.login' },
  { path: '/sso', component: Sso, public: true, titleKey: 'routes.sso' },
  { path: '/ssosaas', component: SsoSaas, public: true, titleKey: 'routes.ssosaas' },
  { path: '/register', component: Register, public: true, titleKey: 'routes.register' },
  { path: '/licence_update', component: LicenceUpdate, public: true, titleKey: 'routes.licenceUpdate' },
  { path: '/modifyPassword', component: ModifyPassword, public: true, titleKey: 'routes.modifyPassword' },
  { path: '/error', component: ErrorPage, public: true, titleKey: 'routes.error' },
  { path: '/error/web', component: ErrorWeb, public: true, titleKey: 'routes.errorWeb' },
  {
    path: '/group-share-preview/share/:id?',
    component: GroupSharePreview,
    public: true,
    titleKey: 'routes.groupSharePreview',
  },
  {
    path: '/group-share/share/:id?/screen_group',
    component: GroupSharePassword,
    public: true,
    titleKey: 'routes.groupSharePassword',
  },
  { path: '/group-share/share/:id?', component: GroupShare, public: true, titleKey: 'routes.groupShare' },
  {
    path: '/screen-share/share/:id?/screen',
    component: ScreenSharePassword,
    public: true,
    titleKey: 'routes.screenSharePassword',
  },
  { path: '/screen-share/share/:id?', component: ScreenShare, public: true, titleKey: 'routes.screenShare' },
  { path: '/screenList/:id?', component: ScreenList, public: false, titleKey: 'routes.screenList' },
  { path: '/mobileScreenList/:id?', component: MobileScreenList, public: false, titleKey: 'routes.mobileScreenList' },
  { path: '/screenVersionMan/:id', component: ScreenVersionMan, public: false, titleKey: 'routes.screenVersionMan' },
  { path: '/createScreen/:id', component: CreateScreen, public: false, titleKey: 'routes.createScreen' },
  {
    path: '/dashboard-preview/:id?/:version?',
    component: DashboardPreview,
    public: false,
    titleKey: 'routes.dashboardPreview',
    bare: true,
  },
  { path: '/group-preview/:id?', component: GroupPreview, public: false, titleKey: 'routes.groupPreview', bare: true },
  { path: '/screenEditor/:id?', component: ScreenEditor, public: false, titleKey: 'routes.screenEditor', bare: true },
  { path: '/pad-screen-list', component: PadScreenList, public: false, titleKey: 'routes.padScreenList', bare: true },
  { path: '/test', component: TestPage, public: false, titleKey: 'routes.test' },
  { path: '/user', component: User, public: false, titleKey: 'routes.user' },
  { path: '/user/personalize', component: UserPersonalize, public: false, titleKey: 'routes.userPersonalize' },
  { path: '/dataBase', component: DataBase, public: false, titleKey: 'routes.dataBase' },
  { path: '/dataFile', component: DataFile, public: false, titleKey: 'routes.dataFile' },
  { path: '/dataApi', component: DataApi, public: false, titleKey: 'routes.dataApi' },
];

export interface RouteHandle {
  titleKey: RouteTitleKey;
  public: boolean;
}
