import { useTranslation } from 'react-i18next';
import type { DisplayState } from './useDisplay';

const layer = { position: 'fixed', inset: 0, pointerEvents: 'none' } as const;

/**
 * The offline badge: a quiet pill in a corner, over any screen's colours (a translucent dark
 * glass with a hairline edge), an amber dot saying "waiting" rather than "broken"; its size
 * follows the wall's width, so it stays readable, and small, from a 1080p monitor to a 4K wall.
 */
const offlineBadge = {
  position: 'fixed',
  right: 'clamp(10px, 1.2vw, 28px)',
  bottom: 'clamp(10px, 1.2vw, 28px)',
  zIndex: 2002,
  display: 'flex',
  alignItems: 'center',
  gap: '0.5em',
  padding: '0.35em 0.85em 0.35em 0.7em',
  borderRadius: 999,
  background: 'rgba(16,18,22,0.72)',
  border: '1px solid rgba(255,255,255,0.16)',
  boxShadow: '0 2px 10px rgba(0,0,0,0.25)',
  backdropFilter: 'blur(6px)',
  color: 'rgba(255,255,255,0.9)',
  font: '500 clamp(12px, 0.85vw, 20px)/1.4 system-ui, sans-serif',
  letterSpacing: '0.01em',
  pointerEvents: 'none',
} as const;

const offlineDot = {
  width: '0.55em',
  height: '0.55em',
  borderRadius: '50%',
  background: '#f2b84b',
  boxShadow: '0 0 0 0.2em rgba(242,184,75,0.22)',
  flex: 'none',
} as const;

/**
 * What a display draws over its screens for the pads: black while blanked, its name flashing
 * while identified, and a small badge while its connection is lost (the screens keep their last
 * data). Plain elements: share pages draw it before the UI kit loads.
 */
export function DisplayLayer({ state, device }: { state: DisplayState; device: string }) {
  const { t } = useTranslation();
  const { overlay, offline, name } = state;
  return (
    <>
      {overlay.blank && (
        <div
          data-testid="display-blank"
          style={{ ...layer, zIndex: 2000, background: '#000', pointerEvents: 'auto' }}
        />
      )}
      {overlay.identifyUntil > 0 && (
        <div
          data-testid="display-identify"
          role="status"
          style={{ ...layer, zIndex: 2001, display: 'grid', placeItems: 'center', background: 'rgba(0,0,0,0.55)' }}
        >
          <span
            style={{
              padding: '24px 48px',
              borderRadius: 16,
              background: '#0f6cbd',
              color: '#fff',
              font: '600 clamp(28px, 6vw, 96px)/1.2 system-ui, sans-serif',
              animation: 'wb-identify 0.6s ease-in-out infinite alternate',
            }}
          >
            {name ?? t('share.display.device', { id: device.slice(0, 6) })}
          </span>
          <style>
            {
              '@keyframes wb-identify{from{opacity:1}to{opacity:.55}}@media (prefers-reduced-motion: reduce){[data-testid="display-identify"] span{animation:none!important}}'
            }
          </style>
        </div>
      )}
      {offline && (
        <div data-testid="display-offline" role="status" style={offlineBadge}>
          <span aria-hidden="true" style={offlineDot} />
          {t('share.display.offline')}
        </div>
      )}
    </>
  );
}
