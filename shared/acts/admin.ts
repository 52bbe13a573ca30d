import * as z from 'zod';

/** A page request (docs/protocol.md#pagination). */
export const pageArgs = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  keyword: z.string().trim().max(50).optional(),
});

export interface Paged<T> {
  pageNum: number;
  pageSize: number;
  total: number;
  list: T[];
}

export interface TenantUser {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  is_admin: 0 | 1;
  /** A built-in role id (`admin`, `security`, `auditor`, `member`) or a custom role's id. */
  role: string;
  joined_at: number;
}
