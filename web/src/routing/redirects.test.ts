import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  loginAddress,
  loginRedirect,
  loginTypeCookie,
  pageTitle,
  unknownPathTarget,
} from './redirects';

describe('login address', () => {
  it('follows the login_type cookie when present', () => {
    expect(loginAddress('login_type=sso', false)).toBe('/sso');
    expect(loginAddress('a=1; login_type=self; b=2', true)).toBe('/login');
  });
  it('falls back to the isSso config flag', () => {
    expect(loginAddress('', true)).toBe('/sso');
    expect(loginAddress('other=1', false)).toBe('/login');
  });
  it('ignores unknown login_type values', () => {
    expect(loginTypeCookie('login_type=oauth')).toBeNull();
    expect(loginTypeCookie('a=1; login_type=%E0%A4%A; b=2')).toBeNull();
    expect(loginTypeCookie('a=1; login_type=self')).toBe('self');
    expect(loginAddress('login_type=oauth', false)).toBe('/login');
  });
  it('adds the current path as redirect, except for sign-in pages and the root', () => {
    expect(loginRedirect('/login', '/screenList')).toBe('/login?redirect=%2FscreenList');
    expect(loginRedirect('/sso', '/screenList/g1?x=1')).toBe('/sso?redirect=%2FscreenList%2Fg1%3Fx%3D1');
    expect(loginRedirect('/login', '/login?redirect=%2Fx')).toBe('/login');
    expect(loginRedirect('/login', '/')).toBe('/login');
  });
});

describe('unknown path', () => {
  it('goes to the default group when signed in with one', () => {
    expect(unknownPathTarget({ auth: 'a', defaultGroupId: 'g 1', loginAddress: '/login' })).toBe('/screenList/g%201');
  });
  it('goes to the screen list when signed in without a default group', () => {
    expect(unknownPathTarget({ auth: 'a', defaultGroupId: null, loginAddress: '/login' })).toBe('/screenList');
  });
  it('goes to the login address otherwise', () => {
    expect(unknownPathTarget({ auth: null, defaultGroupId: 'g1', loginAddress: '/sso' })).toBe('/sso');
  });
});

describe('after login', () => {
  it('honours a same-site redirect', () => {
    expect(afterLoginTarget('/dataBase?x=1')).toBe('/dataBase?x=1');
  });
  it('refuses other origins and sign-in pages', () => {
    expect(afterLoginTarget('//evil.example')).toBe('/screenList');
    expect(afterLoginTarget('https://evil.example')).toBe('/screenList');
    expect(afterLoginTarget('/\\evil.example')).toBe('/screenList');
    expect(afterLoginTarget('/login')).toBe('/screenList');
    expect(afterLoginTarget(null)).toBe('/screenList');
  });
});

describe('page title', () => {
  it('combines the route title and the logo text name', () => {
    expect(pageTitle('Wallboard', 'Screen list')).toBe('Screen list · Wallboard');
    expect(pageTitle('', 'Screen list')).toBe('Screen list');
    expect(pageTitle('Acme Walls', undefined)).toBe('Acme Walls');
    expect(pageTitle(undefined, undefined)).toBe('Wallboard');
  });
});
