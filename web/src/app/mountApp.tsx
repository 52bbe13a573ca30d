import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { publicMessages } from '../i18n/publicMessages';
import { needsAllMessages } from '../routing/router';
import type { Language } from '../../../shared/errors/catalogue.js';
import { DEFAULT_THEME, isThemeName } from '../theme';
import { App } from './App';

/**
 * The app (every route but the share links): the messages the first page shows (all of them for
 * a signed-in page, the public part before sign-in), then the booting app.
 */
export async function mountApp(container: HTMLElement, language: Language, storedTheme: string | null): Promise<void> {
  await initI18n(language, needsAllMessages(window.location.pathname) ? undefined : publicMessages);
  createRoot(container).render(
    <StrictMode>
      <App initialLanguage={language} initialTheme={isThemeName(storedTheme) ? storedTheme : DEFAULT_THEME} />
    </StrictMode>,
  );
}
