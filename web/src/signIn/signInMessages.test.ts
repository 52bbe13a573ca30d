import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { SIGN_IN_SECTIONS } from '../../build/messageParts';
import { sectionsUsed } from '../../build/usedSections';

const signIn = import.meta.dirname;
/**
 * Where the sign-in root's code reaches texts it never shows: the app's root, which it hands the
 * page to and which loads its own messages, and the notice a workspace switch keeps for the page
 * after its reload (the app shows it).
 */
const BEYOND = [join('web', 'src', 'app', 'mountApp.tsx'), join('web', 'src', 'tenants', 'tenantSwitch.ts')];

describe('the messages the sign-in root loads', () => {
  it('hold every section its pages name, through every module they import', () => {
    const used = sectionsUsed(join(signIn, 'mountSignIn.tsx'), Object.keys(en), BEYOND);
    expect([...used].filter((section) => !(SIGN_IN_SECTIONS as readonly string[]).includes(section)).sort()).toEqual(
      [],
    );
  });

  it('name no section its pages do not use', () => {
    const used = sectionsUsed(join(signIn, 'mountSignIn.tsx'), Object.keys(en), BEYOND);
    expect(SIGN_IN_SECTIONS.filter((section) => !used.has(section))).toEqual([]);
  });
});
