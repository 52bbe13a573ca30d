import { describe, expect, it } from 'vitest';
import { WS_ACT_SCHEMAS, type WsNotice } from '../../../shared/acts/ws.js';
import {
  carouselStep,
  deviceReport,
  IDENTIFY_MS,
  initialOverlay,
  isForDevice,
  overlayReducer,
  releasedScreen,
  type DisplayView,
} from './display';

const view: DisplayView = { screens: ['s1', 's2', 's3'], index: 0, paused: false };

describe('carouselStep', () => {
  it('show jumps to the screen when the display plays it, else does nothing', () => {
    expect(carouselStep({ command: 'show', screen: 's3' }, view)).toEqual({ kind: 'go', index: 2 });
    expect(carouselStep({ command: 'show', screen: 's1' }, view)).toBeNull();
    expect(carouselStep({ command: 'show', screen: 'elsewhere' }, view)).toBeNull();
  });

  it('prev/next step the carousel of more than one screen', () => {
    expect(carouselStep({ command: 'next' }, view)).toEqual({ kind: 'next' });
    expect(carouselStep({ command: 'prev' }, view)).toEqual({ kind: 'previous' });
    expect(carouselStep({ command: 'next' }, { ...view, screens: ['s1'] })).toBeNull();
  });

  it('pause and resume toggle only when they change something', () => {
    expect(carouselStep({ command: 'pause' }, view)).toEqual({ kind: 'toggle' });
    expect(carouselStep({ command: 'pause' }, { ...view, paused: true })).toBeNull();
    expect(carouselStep({ command: 'resume' }, { ...view, paused: true })).toEqual({ kind: 'toggle' });
    expect(carouselStep({ command: 'resume' }, view)).toBeNull();
  });

  it('overlay commands leave the carousel alone', () => {
    expect(carouselStep({ command: 'blank', on: true }, view)).toBeNull();
    expect(carouselStep({ command: 'scroll', by: 0.5 }, view)).toBeNull();
    expect(carouselStep({ command: 'identify' }, view)).toBeNull();
  });
});

describe('overlayReducer', () => {
  it('blanks and unblanks', () => {
    const blank = overlayReducer(initialOverlay, { type: 'control', control: { command: 'blank', on: true }, now: 0 });
    expect(blank.blank).toBe(true);
    expect(overlayReducer(blank, { type: 'control', control: { command: 'blank', on: true }, now: 0 })).toBe(blank);
    expect(overlayReducer(blank, { type: 'control', control: { command: 'blank', on: false }, now: 0 }).blank).toBe(
      false,
    );
  });

  it('flashes the name for about 3 s', () => {
    const flashing = overlayReducer(initialOverlay, { type: 'control', control: { command: 'identify' }, now: 1000 });
    expect(flashing.identifyUntil).toBe(1000 + IDENTIFY_MS);
    expect(overlayReducer(flashing, { type: 'identified', now: 2000 })).toBe(flashing);
    expect(overlayReducer(flashing, { type: 'identified', now: 1000 + IDENTIFY_MS }).identifyUntil).toBe(0);
  });

  it('counts scrolls so the same distance twice scrolls twice', () => {
    const once = overlayReducer(initialOverlay, { type: 'control', control: { command: 'scroll', by: -0.5 }, now: 0 });
    const twice = overlayReducer(once, { type: 'control', control: { command: 'scroll', by: -0.5 }, now: 0 });
    expect(once.scroll).toEqual({ seq: 1, by: -0.5 });
    expect(twice.scroll).toEqual({ seq: 2, by: -0.5 });
  });
});

describe('isForDevice', () => {
  it('takes group-wide controls and its own, not another device’s', () => {
    const control = { type: 'control', control: { command: 'next' } } satisfies WsNotice;
    expect(isForDevice(control, 'dev-aaaaaaaaaaaaaaaa')).toBe(true);
    expect(isForDevice({ ...control, device: 'dev-aaaaaaaaaaaaaaaa' }, 'dev-aaaaaaaaaaaaaaaa')).toBe(true);
    expect(isForDevice({ ...control, device: 'dev-bbbbbbbbbbbbbbbb' }, 'dev-aaaaaaaaaaaaaaaa')).toBe(false);
  });
});

describe('releasedScreen', () => {
  it('names the released screen, shown or not, or one the display does not play yet', () => {
    expect(releasedScreen({ type: 'release', screen: 's1', version: 'v9' })).toBe('s1');
    expect(releasedScreen({ type: 'release', screen: 's2', version: 'v9' })).toBe('s2');
    expect(releasedScreen({ type: 'release', screen: 'new', version: 'v1' })).toBe('new');
    expect(releasedScreen({ type: 'control', control: { command: 'next' } })).toBeNull();
  });
});

describe('deviceReport', () => {
  it('is what the device act accepts', () => {
    const report = deviceReport({ ...view, index: 1, paused: true }, true, {
      width: 1920.4,
      height: 1080,
    });
    expect(report).toEqual({
      resolution: { width: 1920, height: 1080 },
      screen: 's2',
      paused: true,
      blank: true,
    });
    expect(WS_ACT_SCHEMAS['v2/ws/device'].safeParse(report).success).toBe(true);
  });
});
