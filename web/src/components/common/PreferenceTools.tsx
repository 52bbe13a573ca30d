import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';

/** The language menu and the theme switch of the frames outside the shell. */
export default function PreferenceTools() {
  return (
    <>
      <LanguageMenu />
      <ThemeToggle />
    </>
  );
}
