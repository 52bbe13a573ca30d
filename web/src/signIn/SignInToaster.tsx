import { FluentProvider } from '@fluentui/react-components';
import AppToaster from '../app/AppToaster';
import { usePreferences } from '../app/services';
import { loadedTheme } from '../themes/loadTheme';

/** The app's toaster in the UI kit's provider, loaded with the first notice the sign-in pages give. */
export default function SignInToaster() {
  const { theme } = usePreferences();
  return (
    <FluentProvider theme={loadedTheme(theme)} applyStylesToPortals>
      <AppToaster />
    </FluentProvider>
  );
}
