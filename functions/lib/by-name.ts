/**
 * The order of the lists people read (members, share lists, teams): by name as a Chinese reader
 * sorts it (pinyin), then by id so equal names keep one order from call to call.
 */
export function byNameThenId(a: { name: string; _id: string }, b: { name: string; _id: string }): number {
  return a.name.localeCompare(b.name, 'zh-Hans-CN') || a._id.localeCompare(b._id);
}
