import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { publicMessages } from '../i18n/publicMessages';
import type { Language } from '../../../shared/errors/catalogue.js';
import { DEFAULT_THEME, isThemeName } from '../theme';
import { loadTheme } from '../themes/loadTheme';
import { App } from './App';

/**
 * The app (every route but the share links): the public part of the messages (each route loads
 * the sections its page shows besides, routing/router.tsx) and the visitor's theme, then the
 * booting app.
 */
export async function mountApp(container: HTMLElement, language: Language, storedTheme: string | null): Promise<void> {
  const theme = isThemeName(storedTheme) ? storedTheme : DEFAULT_THEME;
  await Promise.all([initI18n(language, publicMessages), loadTheme(theme)]);
  createRoot(container).render(
    <StrictMode>
      <App initialLanguage={language} initialTheme={theme} />
    </StrictMode>,
  );
}
