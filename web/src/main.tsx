import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, initialLanguage } from './i18n';
import { createStore } from './storage';
import { DEFAULT_THEME, isThemeName } from './theme';

/** Before the config is loaded the default prefix is used; Boot re-reads under the real one. */
async function main(): Promise<void> {
  const early = createStore(window.localStorage);
  const language = initialLanguage(early.get('lang'), navigator.language);
  const storedTheme = early.get('theme');
  await initI18n(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App initialLanguage={language} initialTheme={isThemeName(storedTheme) ? storedTheme : DEFAULT_THEME} />
    </StrictMode>,
  );
}

void main();
