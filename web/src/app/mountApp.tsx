import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import type { Language } from '../../../shared/errors/catalogue.js';
import { DEFAULT_THEME, isThemeName } from '../theme';
import { App } from './App';

/** The app (every route but the share links): all messages, then the booting app. */
export async function mountApp(container: HTMLElement, language: Language, storedTheme: string | null): Promise<void> {
  await initI18n(language);
  createRoot(container).render(
    <StrictMode>
      <App initialLanguage={language} initialTheme={isThemeName(storedTheme) ? storedTheme : DEFAULT_THEME} />
    </StrictMode>,
  );
}
