import type { ScreenGroup } from '../../../shared/acts/group.js';

/** What each act answers in `msg`: the map in `shared/` the handlers are typed against. */
export type { ActResult } from '../../../shared/acts/results.js';

/** A group of the rail (desktop `count` and `mobile_count`). */
export type GroupItem = ScreenGroup;
