import { lazy, Suspense } from 'react';
import type { FluentIcon, FluentIconsProps } from '@fluentui/react-icons';
import type * as PaletteIcons from './paletteIcons';

export type PaletteIconName = keyof typeof PaletteIcons;

const load = () => import('./paletteIcons');

/**
 * A widget type's palette icon, loaded with the palette's other icons when first drawn (an
 * empty 1em box until then): definitions name their icon, so the viewer never loads them.
 */
export function paletteIcon(name: PaletteIconName): FluentIcon {
  const Loaded = lazy(() => load().then((icons) => ({ default: icons[name] })));
  const Icon: FluentIcon = (props: FluentIconsProps) => (
    <Suspense
      fallback={
        <span
          className={props.className}
          style={{ display: 'inline-block', width: '1em', height: '1em' }}
          aria-hidden="true"
        />
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
  Icon.displayName = name;
  return Icon;
}
