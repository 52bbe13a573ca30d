import {
  createGroup,
  deleteGroup,
  ensureDefaultGroup,
  listGroups,
  renameGroup,
  setGroupInterval,
  setGroupMobileRules,
  setGroupSort,
  setGroupSystemShare,
} from '../../lib/data/groups.js';
import {
  addShareLog,
  changeLinkShare,
  closeLinkShare,
  createLinkShare,
  getLinkShare,
  getSharePointer,
  listShareLog,
  putShareAccess,
  shareAccessValid,
} from '../../lib/data/link-shares.js';
import { releaseAttempt, takeAttempt } from '../../lib/data/rate-limits.js';
import {
  createScreen,
  deleteScreen,
  getScreenDocument,
  listOwnedScreens,
  listSharedScreens,
  listSystemSharedScreens,
  listTeamSharedScreens,
  setScreenInterval,
  setScreenSystemShare,
  setShare,
  setTeamShare,
  updateScreen,
} from '../../lib/data/screens.js';
import { getTeams, listTeams } from '../../lib/data/teams.js';
import { findHistory, listHistory, readHistoryDocument, saveHistory } from '../../lib/data/history.js';
import { getMember } from '../../lib/data/tenants.js';
import { getUser, getUsers } from '../../lib/data/users.js';
import {
  addVersion,
  changeVersion,
  listVersions,
  moveLatest,
  nextVersionSeq,
  removeVersion,
} from '../../lib/data/versions.js';
import {
  addWidgets,
  changeConfig,
  keepHeaders,
  moveWidget,
  removeWidget,
  replaceAllWidgets,
  replaceWidget,
  touchScreen,
} from '../../lib/data/widgets.js';
import {
  assetUrl,
  copyAsset,
  deleteAsset,
  deletePublished,
  putAsset,
  putPrivateJson,
  putPublishedJson,
  readAsset,
  readUpload,
} from '../../lib/s3-objects.js';
import { awsScreenReads, awsVersionReads } from './aws-screen-reads.js';
import type { Store } from './store.js';

/** The production store: DynamoDB and S3 through the data module (functions/lib/data, s3-objects). */
export const awsStore: Store = {
  ...awsScreenReads,
  ...awsVersionReads,
  getScreenDocument,
  listOwnedScreens,
  listSharedScreens,
  listSystemSharedScreens,
  listTeamSharedScreens,
  createScreen,
  updateScreen,
  setScreenInterval,
  setShare,
  setTeamShare,
  setScreenSystemShare,
  deleteScreen,
  addWidgets,
  replaceWidget,
  moveWidget,
  removeWidget,
  keepHeaders,
  touchScreen,
  replaceAllWidgets,
  changeConfig,

  saveHistory,
  listHistory,
  findHistory,
  readHistoryDocument,

  listGroups,
  ensureDefaultGroup,
  createGroup,
  renameGroup,
  setGroupSort,
  setGroupInterval,
  setGroupMobileRules,
  setGroupSystemShare,
  deleteGroup,

  nextVersionSeq,
  listVersions,
  addVersion,
  moveLatest,
  removeVersion,
  changeVersion,

  getLinkShare,
  getSharePointer,
  closeLinkShare,
  createLinkShare,
  changeLinkShare,
  addShareLog,
  listShareLog,
  putShareAccess,
  shareAccessValid,
  takeAttempt,
  releaseAttempt,

  putPublishedJson,
  deletePublished,
  putAsset,
  readAsset,
  readUpload,
  copyAsset,
  deleteAsset,
  assetUrl,
  putPrivateJson,

  userName: async (userId) => (await getUser(userId))?.name,
  isMember: async (tenantId, userId) => (await getMember(tenantId, userId)) !== undefined,
  getUsers: async (userIds) => (await getUsers(userIds)).map(({ userId, name, email }) => ({ userId, name, email })),
  getTeams: async (tenantId, teamIds) =>
    (await (teamIds ? getTeams(tenantId, teamIds) : listTeams(tenantId))).map(({ teamId, name }) => ({ teamId, name })),
};
