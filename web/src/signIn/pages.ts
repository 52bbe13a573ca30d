import { lazy, type ComponentType } from 'react';
import type { SignInPath } from './signInPaths';

type PageModule = { default: ComponentType };

/** Each sign-in page's code, loaded when the page is first shown (and before the first paint for the first page). */
const LOADERS: Record<SignInPath, () => Promise<PageModule>> = {
  '/login': () => import('./LoginPage'),
  '/register': () => import('./RegisterPage'),
  '/sso': () => import('./SsoPage'),
  '/ssosaas': () => import('./SsoPage'),
};

export const loadSignInPage = (path: SignInPath): Promise<PageModule> => LOADERS[path]();

export const SIGN_IN_PAGES: Record<SignInPath, ComponentType> = {
  '/login': lazy(LOADERS['/login']),
  '/register': lazy(LOADERS['/register']),
  '/sso': lazy(LOADERS['/sso']),
  '/ssosaas': lazy(LOADERS['/ssosaas']),
};

/** Each page's title in the messages. */
export const SIGN_IN_TITLES = {
  '/login': 'routes.login',
  '/register': 'routes.register',
  '/sso': 'routes.sso',
  '/ssosaas': 'routes.ssosaas',
} as const;
