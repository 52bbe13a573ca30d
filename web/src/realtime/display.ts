import type { ControlCommand, WsActArgs, WsNotice } from '../../../shared/acts/ws.js';

/** How long a display flashes its name when a pad asks it to identify itself, ms. */
export const IDENTIFY_MS = 3000;

/** What a display plays now: its screens in order, the one shown, whether the carousel is paused. */
export interface DisplayView {
  screens: readonly string[];
  index: number;
  paused: boolean;
}

/** What the display draws over its screens, driven by pads. */
export interface DisplayOverlay {
  blank: boolean;
  /** Epoch ms until which the device name flashes; 0 when it does not. */
  identifyUntil: number;
  /** The last scroll asked for: `seq` grows with each, so the same distance twice scrolls twice. */
  scroll: { seq: number; by: number };
}

export const initialOverlay: DisplayOverlay = { blank: false, identifyUntil: 0, scroll: { seq: 0, by: 0 } };

/** A step for the display's carousel. */
export type CarouselStep = { kind: 'go'; index: number } | { kind: 'next' } | { kind: 'previous' } | { kind: 'toggle' };

export type OverlayAction =
  { type: 'control'; control: ControlCommand; now: number } | { type: 'identified'; now: number };

/** Whether a notice is meant for this display: a control with a `device` is for that one only. */
export function isForDevice(notice: WsNotice, device: string): boolean {
  return notice.type !== 'control' || notice.device === undefined || notice.device === device;
}

/**
 * What a pad's command does to the carousel (none when it is about the overlay, or when it
 * would change nothing: `show` of a screen the display does not play, `pause` when paused).
 */
export function carouselStep(control: ControlCommand, view: DisplayView): CarouselStep | null {
  switch (control.command) {
    case 'show': {
      const index = view.screens.indexOf(control.screen);
      return index < 0 || index === view.index ? null : { kind: 'go', index };
    }
    case 'next':
      return view.screens.length > 1 ? { kind: 'next' } : null;
    case 'prev':
      return view.screens.length > 1 ? { kind: 'previous' } : null;
    case 'pause':
      return view.paused ? null : { kind: 'toggle' };
    case 'resume':
      return view.paused ? { kind: 'toggle' } : null;
    default:
      return null;
  }
}

/** The overlay after a pad's command (blank, identify, scroll), or after the name's flash ran out. */
export function overlayReducer(state: DisplayOverlay, action: OverlayAction): DisplayOverlay {
  if (action.type === 'identified')
    return state.identifyUntil !== 0 && state.identifyUntil <= action.now ? { ...state, identifyUntil: 0 } : state;
  const { control, now } = action;
  switch (control.command) {
    case 'blank':
      return state.blank === control.on ? state : { ...state, blank: control.on };
    case 'identify':
      return { ...state, identifyUntil: now + IDENTIFY_MS };
    case 'scroll':
      return { ...state, scroll: { seq: state.scroll.seq + 1, by: control.by } };
    default:
      return state;
  }
}

/**
 * The screen a release notice asks this display to look again for: any it carries. A display
 * hears only of its own screen or of the screens of its group (docs/realtime.md#notices), so a
 * release it does not play yet (a screen newly published into its group) counts too.
 */
export function releasedScreen(notice: WsNotice): string | null {
  return notice.type === 'release' ? notice.screen : null;
}

/** What the display reports of itself (`v2/ws/device`): on connect and whenever it changes. */
export function deviceReport(
  view: DisplayView,
  blank: boolean,
  size: { width: number; height: number },
): WsActArgs<'v2/ws/device'> {
  return {
    resolution: { width: Math.max(1, Math.round(size.width)), height: Math.max(1, Math.round(size.height)) },
    screen: view.screens[view.index] ?? null,
    paused: view.paused,
    blank,
  };
}
