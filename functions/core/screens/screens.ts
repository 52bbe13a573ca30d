import type { Paged } from '../../../shared/acts/admin.js';
import type { ScreenSummary } from '../../../shared/acts/screen.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../shared/limits.js';
import type { ScreenDocument } from '../../../shared/screen/document.js';
import { findTemplate } from '../../../shared/screen/templates/index.js';
import { bindLiveData } from '../../../shared/screen/templates/live.js';
import { SCREEN_THEMES } from '../../../shared/widgets/themes.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import { randomIds, type NewIds } from '../../lib/idempotency.js';
import { defaultGroupId } from '../../lib/data/groups.js';
import { inGroupOrder, type ScreenRecord } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import { canEdit, canManage, cleared } from './access.js';
import type { Store } from '../store/store.js';
import { requireGroup } from './own-group.js';
import { thumbnailExtension } from './thumbnails.js';
import { assetKeys } from '../../lib/s3-objects.js';

/** The virtual group listing the screens others shared with the caller, by account or system-wide. */
export const SHARED_GROUP = 'shared';

export async function summarize(store: Store, screen: ScreenRecord, caller: Caller): Promise<ScreenSummary> {
  const editing =
    screen.editing && screen.editing.until > Date.now() && screen.editing.userId !== caller.userId
      ? screen.editing
      : undefined;
  return {
    _id: screen.screenId,
    name: screen.name,
    remark: screen.remark,
    group: screen.groupId,
    thumb: screen.thumbKey ? await store.assetUrl(screen.thumbKey, 24 * 3600) : '',
    width: screen.config.width,
    height: screen.config.height,
    mobile: screen.mobile,
    published: screen.published,
    security_level: screen.securityLevel,
    owner: { _id: screen.ownerId, name: screen.ownerName },
    editing: editing ? { _id: editing.userId, name: editing.name } : null,
    can_edit: canEdit(screen, caller),
    can_manage: canManage(screen, caller),
    system_share: screen.systemShare === true,
    interval: screen.carouselInterval ?? null,
    latest_version: screen.latestVersionId ?? null,
    created_at: screen.createdAt,
    updated_at: screen.updatedAt,
  };
}

export interface ListQuery {
  group_id?: string;
  keyword?: string;
  order: 'sort' | 'name' | 'time';
  mobile: boolean;
  pageNum: number;
  pageSize: number;
}

const ORDERS: Record<ListQuery['order'], (a: ScreenRecord, b: ScreenRecord) => number> = {
  sort: inGroupOrder,
  name: (a, b) => a.name.localeCompare(b.name, 'zh-Hans-CN'),
  time: (a, b) => b.updatedAt - a.updatedAt,
};

/**
 * Screens of others the caller sees: shared with them by account, with one of their teams, or with the whole tenant; each
 * once, and only those their clearance reaches (docs/permissions.md#classification).
 */
async function sharedWithCaller(store: Store, caller: Caller): Promise<ScreenRecord[]> {
  const [byAccount, systemWide, ...byTeam] = await Promise.all([
    store.listSharedScreens(caller.tenantId, caller.userId),
    store.listSystemSharedScreens(caller.tenantId),
    ...(caller.teamIds ?? []).map((teamId) => store.listTeamSharedScreens(caller.tenantId, teamId)),
  ]);
  const byId = new Map<string, ScreenRecord>();
  for (const screen of [...byAccount, ...systemWide, ...byTeam.flat()])
    if (screen.ownerId !== caller.userId && !byId.has(screen.screenId) && cleared(screen, caller))
      byId.set(screen.screenId, screen);
  return [...byId.values()];
}

export async function listScreens(store: Store, caller: Caller, query: ListQuery): Promise<Paged<ScreenSummary>> {
  let screens: ScreenRecord[];
  if (query.group_id === SHARED_GROUP) screens = await sharedWithCaller(store, caller);
  else if (query.group_id) {
    await requireGroup(store, caller, query.group_id);
    screens = await store.listOwnedScreens(caller.tenantId, caller.userId, query.group_id);
  } else {
    screens = [
      ...(await store.listOwnedScreens(caller.tenantId, caller.userId)),
      ...(await sharedWithCaller(store, caller)),
    ];
  }
  const needle = query.keyword?.toLowerCase();
  const matching = screens
    .filter((s) => s.mobile === query.mobile && (!needle || s.name.toLowerCase().includes(needle)))
    .sort(ORDERS[query.order]);
  const start = (query.pageNum - 1) * query.pageSize;
  const page = matching.slice(start, start + query.pageSize);
  return {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total: matching.length,
    list: await Promise.all(page.map((s) => summarize(store, s, caller))),
  };
}

const COPY_SUFFIX: Record<Language, string> = { zh: '副本', en: 'copy' };

/** `name`, or `name 2`, `name 3`… whichever no screen of the group has. Stays within 50 characters. */
export function uniqueName(name: string, taken: Set<string>): string {
  const lower = new Set([...taken].map((n) => n.toLowerCase()));
  for (let n = 1; ; n++) {
    const tail = n === 1 ? '' : ` ${n}`;
    const candidate = `${name.slice(0, LIMITS.nameMaxLength - tail.length).trimEnd()}${tail}`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}

export async function namesInGroup(store: Store, caller: Caller, groupId: string): Promise<Set<string>> {
  return new Set((await store.listOwnedScreens(caller.tenantId, caller.userId, groupId)).map((s) => s.name));
}

/** Creates a screen of the caller in one of their groups from a document. */
export async function addScreen(
  store: Store,
  caller: Caller,
  fields: { groupId: string; name: string; remark?: string; mobile: boolean; document: ScreenDocument },
  now: number,
  screenId: string = newId(),
): Promise<ScreenRecord> {
  const ownerName = await store.userName(caller.userId);
  const screen: ScreenRecord = {
    screenId,
    tenantId: caller.tenantId,
    ownerId: caller.userId,
    ownerName: ownerName ?? '',
    groupId: fields.groupId,
    name: fields.name,
    remark: fields.remark ?? '',
    mobile: fields.mobile,
    published: false,
    securityLevel: 'internal',
    sort: 0,
    editUsers: [],
    config: { ...fields.document.config, title: fields.document.config.title || fields.name },
    revision: 1,
    createdAt: now,
    updatedAt: now,
  };
  return store.createScreen(screen, fields.document);
}

/**
 * A blank document on the wall size asked for (else its own) in the theme asked for (else the
 * user's default screen theme, docs/protocol.md#preferences); other documents keep theirs.
 */
function asBlank(
  document: ScreenDocument,
  themeId: string | undefined,
  size: { width: number; height: number } | undefined,
): ScreenDocument {
  const theme = SCREEN_THEMES.find((t) => t.id === themeId);
  const sized = size ? { ...document.config, width: size.width, height: size.height } : document.config;
  const background = theme ? { ...sized.background, theme: theme.id, color: theme.background } : sized.background;
  return { ...document, config: { ...sized, background } };
}

/** The ids of the caller's tenant's data APIs at these paths (those it has). */
export type ApiIdsByPath = (tenantId: string, paths: readonly string[]) => Promise<ReadonlyMap<string, string>>;

export async function addFromTemplate(
  store: Store,
  caller: Caller,
  args: {
    group_id: string;
    name: string;
    template: string;
    size?: { width: number; height: number } | undefined;
    theme?: string | undefined;
  },
  language: Language,
  now: number,
  apiIdsByPath: ApiIdsByPath,
  /** The caller's default screen theme: blank templates start in it. */
  defaultTheme?: string,
  ids: NewIds = randomIds,
) {
  await requireGroup(store, caller, args.group_id);
  const template = findTemplate(args.template);
  if (!template) fail('BODY_MALFORMED');
  if (args.theme !== undefined && !SCREEN_THEMES.some((theme) => theme.id === args.theme)) fail('BODY_MALFORMED');
  const name = uniqueName(args.name, await namesInGroup(store, caller, args.group_id));
  // Widgets that draw from a sample data API do so where the tenant has it (the demo tenant).
  const live = template.live[language];
  const paths = [...new Set(Object.values(live).map((wanted) => wanted.api))];
  const built =
    paths.length > 0
      ? bindLiveData(template.documents[language], live, await apiIdsByPath(caller.tenantId, paths))
      : template.documents[language];
  const document = template.id.endsWith('blank') ? asBlank(built, args.theme ?? defaultTheme, args.size) : built;
  const screen = await addScreen(
    store,
    caller,
    { groupId: args.group_id, name, mobile: template.mobile, document },
    now,
    ids('screen'),
  );
  return summarize(store, screen, caller);
}

/** A deep copy (config and every widget) in the same group, named "… copy" made unique. */
export async function copyScreen(
  store: Store,
  caller: Caller,
  source: ScreenRecord,
  language: Language,
  now: number,
  ids: NewIds = randomIds,
): Promise<ScreenSummary> {
  const found = await store.getScreenDocument(caller.tenantId, source.screenId);
  if (!found) fail('SCREEN_NOT_FOUND');
  const ownGroup = source.ownerId === caller.userId ? source.groupId : undefined;
  const groupId = ownGroup ?? defaultGroupId(caller.userId);
  const base = `${source.name} ${COPY_SUFFIX[language]}`;
  const name = uniqueName(base, await namesInGroup(store, caller, groupId));
  const screen = await addScreen(
    store,
    caller,
    { groupId, name, remark: source.remark, mobile: source.mobile, document: found.document },
    now,
    ids('screen'),
  );
  // The copy looks like its source until it is edited: its card shows the same picture (which a
  // retry of this copy finds there already).
  if (source.thumbKey && !screen.thumbKey) {
    const thumbKey = assetKeys.thumbnail(
      caller.tenantId,
      screen.screenId,
      ids('thumbnail'),
      thumbnailExtension(source.thumbKey),
    );
    await store.copyAsset(source.thumbKey, thumbKey);
    await store.updateScreen(screen, { thumbKey }, now);
    return summarize(store, { ...screen, thumbKey }, caller);
  }
  return summarize(store, screen, caller);
}
