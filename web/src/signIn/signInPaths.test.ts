import { describe, expect, it } from 'vitest';
import { isSignInHandover, servedBySignIn, signInPathOf } from './signInPaths';

describe('the paths the sign-in root serves', () => {
  it('knows the sign-in and registration pages, as the router matches them', () => {
    expect(signInPathOf('/login')).toBe('/login');
    expect(signInPathOf('/register/')).toBe('/register');
    expect(signInPathOf('/Login')).toBe('/login');
    expect(signInPathOf('/screenList')).toBeNull();
    expect(signInPathOf('/login/x')).toBeNull();
    expect(signInPathOf('/sso')).toBeNull();
  });

  it("leaves a signed-in visitor's invitation to the app, and serves everyone else", () => {
    expect(servedBySignIn('/login', '?invite=abc', true)).toBe(false);
    expect(servedBySignIn('/login', '?invite=abc', false)).toBe(true);
    expect(servedBySignIn('/login', '?redirect=%2FscreenList', true)).toBe(true);
    expect(servedBySignIn('/register', '?invite=abc', true)).toBe(true);
    expect(servedBySignIn('/user', '', false)).toBe(false);
  });

  it("reads only the app's own handover from the history state", () => {
    expect(isSignInHandover({ signIn: true, notice: 'passwordChanged' })).toBe(true);
    expect(isSignInHandover({ usr: { notice: 'passwordChanged' } })).toBe(false);
    expect(isSignInHandover(null)).toBe(false);
    expect(isSignInHandover('signIn')).toBe(false);
  });
});
