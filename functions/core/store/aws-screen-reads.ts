import { getGroup } from '../../lib/data/groups.js';
import { getScreen } from '../../lib/data/screens.js';
import { getVersion } from '../../lib/data/versions.js';
import { getWidget, keptHeaders } from '../../lib/data/widgets.js';
import { readPrivateJson, readPublishedJson } from '../../lib/s3-objects.js';
import type { ScreenReads, VersionReads } from './store.js';

/**
 * The production read-only slices (store.ts): what the favourite and api families may do with
 * screens. Kept apart from `awsStore` so importing them brings no write of the data module into
 * those bundles; the favourite bundle takes only `awsScreenReads`.
 */
export const awsScreenReads: ScreenReads = { getScreen, getGroup, getWidget, keptHeaders };

export const awsVersionReads: VersionReads = { getVersion, readPublishedJson, readPrivateJson };
