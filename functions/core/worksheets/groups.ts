import type { WorksheetGroup } from '../../../shared/acts/worksheet.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import {
  createWorksheetGroup,
  deleteWorksheetGroup,
  getWorksheetGroup,
  listWorksheetGroups,
  listWorksheets,
  renameWorksheetGroup,
  ungroupWorksheet,
} from '../../lib/data/worksheets.js';
import { fail } from '../../lib/errors.js';
import { groupsWithCounts, isDefaultGroupName } from '../data-apis/item-groups.js';

/**
 * Worksheet groups, shaped as the data APIs' groups (item-groups.ts); removing a group moves its
 * worksheets to the default group. Any member may manage groups, as with API groups.
 */

export async function listWorksheetGroupsOf(caller: Caller, language: Language): Promise<WorksheetGroup[]> {
  const [records, groups] = await Promise.all([listWorksheets(caller.tenantId), listWorksheetGroups(caller.tenantId)]);
  return groupsWithCounts(records, groups, language);
}

export async function addWorksheetGroup(caller: Caller, name: string, now: number): Promise<WorksheetGroup> {
  if (isDefaultGroupName(name)) fail('WORKSHEET_GROUP_NAME_DUPLICATE');
  const group = { groupId: newId(), name, createdAt: now };
  if (!(await createWorksheetGroup(caller.tenantId, group))) fail('WORKSHEET_GROUP_NAME_DUPLICATE');
  return { _id: group.groupId, name, default: 0, count: 0 };
}

export async function renameWorksheetGroupOf(caller: Caller, groupId: string, name: string): Promise<WorksheetGroup> {
  const group = await getWorksheetGroup(caller.tenantId, groupId);
  if (!group) fail('WORKSHEET_GROUP_NOT_FOUND');
  if (isDefaultGroupName(name)) fail('WORKSHEET_GROUP_NAME_DUPLICATE');
  const refused = await renameWorksheetGroup(caller.tenantId, group, name);
  if (refused === 'name') fail('WORKSHEET_GROUP_NAME_DUPLICATE');
  if (refused) fail('WORKSHEET_GROUP_NOT_FOUND');
  const count = (await listWorksheets(caller.tenantId)).filter((record) => record.groupId === groupId).length;
  return { _id: groupId, name, default: 0, count };
}

/** Removes a group; its worksheets move to the default group. */
export async function removeWorksheetGroupOf(caller: Caller, groupId: string): Promise<null> {
  const group = await getWorksheetGroup(caller.tenantId, groupId);
  if (!group) fail('WORKSHEET_GROUP_NOT_FOUND');
  if (!(await deleteWorksheetGroup(caller.tenantId, group))) fail('WORKSHEET_GROUP_NOT_FOUND');
  const members = (await listWorksheets(caller.tenantId)).filter((record) => record.groupId === groupId);
  await Promise.all(members.map((record) => ungroupWorksheet(caller.tenantId, record.worksheetId, groupId)));
  return null;
}
