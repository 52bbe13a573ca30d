import { describe, expect, it } from 'vitest';
import { isSignInHandover, servedBySignIn, signInPathOf } from './signInPaths';

describe('the paths the sign-in root serves', () => {
  it('knows the sign-in and registration pages, as the router matches them', () => {
    expect(signInPathOf('/login')).toBe('/login');
    expect(signInPathOf('/register/')).toBe('/register');
    expect(signInPathOf('/Login')).toBe('/login');
    expect(signInPathOf('/screenList')).toBeNull();
    expect(signInPathOf('/login/x')).toBeNull();
    expect(signInPathOf('/sso')).toBe('/sso');
    expect(signInPathOf('/modifyPassword')).toBeNull();
  });

  const visitor = (signedIn: boolean, linkingSso = false) => ({ signedIn, linkingSso });

  it("leaves a signed-in visitor's invitation and a pending link of single sign-on to the app", () => {
    expect(servedBySignIn('/login', '?invite=abc', visitor(true))).toBe(false);
    expect(servedBySignIn('/login', '?invite=abc', visitor(false))).toBe(true);
    expect(servedBySignIn('/login', '?redirect=%2FscreenList', visitor(true))).toBe(true);
    expect(servedBySignIn('/register', '?invite=abc', visitor(true))).toBe(true);
    expect(servedBySignIn('/sso', '?code=c&state=s', visitor(true, true))).toBe(false);
    expect(servedBySignIn('/sso', '?code=c&state=s', visitor(true))).toBe(true);
    expect(servedBySignIn('/ssosaas', '?code=c&state=s', visitor(true, true))).toBe(true);
    expect(servedBySignIn('/user', '', visitor(false))).toBe(false);
  });

  it("reads only the app's own handover from the history state", () => {
    expect(isSignInHandover({ signIn: true, notice: 'passwordChanged' })).toBe(true);
    expect(isSignInHandover({ usr: { notice: 'passwordChanged' } })).toBe(false);
    expect(isSignInHandover(null)).toBe(false);
    expect(isSignInHandover('signIn')).toBe(false);
  });
});
