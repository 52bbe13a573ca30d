import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { usePreferences } from '../app/services';
import { loadedTheme } from '../themes/loadTheme';

/**
 * The UI kit's provider around the share pages that use its components (password entry, status
 * pages, the player's controls), loaded with them: the shared screen itself never needs it.
 */
export function ShareFluent({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  const { theme } = usePreferences();
  return (
    <FluentProvider
      theme={loadedTheme(dark ? 'dark' : theme)}
      applyStylesToPortals
      style={dark ? { background: 'transparent' } : undefined}
    >
      {children}
    </FluentProvider>
  );
}
