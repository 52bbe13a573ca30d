import { useMemo } from 'react';
import type { ScreenDocument, Widget } from '../../../shared/screen/document.js';

/**
 * The push channels the widgets on screen are bound to (docs/data-apis.md#push-channels): the
 * set a page's socket subscribes to (`v2/ws/subscribe {channels}`); what arrives goes to
 * `applyPush` (widgets/runtime/pushFeed.ts), which every bound widget reads.
 */
export function pushChannelsOf(widgets: readonly Pick<Widget, 'data'>[]): string[] {
  const channels = new Set<string>();
  for (const widget of widgets) {
    const data: Record<string, unknown> = widget.data;
    const push = data.source === 'push' ? data.push : undefined;
    if (typeof push !== 'object' || push === null || !('channel_id' in push)) continue;
    const channel = push.channel_id;
    if (typeof channel === 'string' && channel) channels.add(channel);
  }
  return [...channels].sort();
}

/** `pushChannelsOf` for a render: the same array while the set stays the same. */
export function usePushChannels(widgets: readonly Pick<Widget, 'data'>[]): readonly string[] {
  const key = pushChannelsOf(widgets).join(',');
  return useMemo(() => (key ? key.split(',') : []), [key]);
}

/** The channels of every widget on the given screens (a carousel follows all of its screens'). */
export function useScreensPushChannels(documents: readonly (ScreenDocument | undefined)[]): readonly string[] {
  return usePushChannels(documents.flatMap((document) => (document ? Object.values(document.widgets) : [])));
}
