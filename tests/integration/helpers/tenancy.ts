import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginResult } from '../../../shared/acts/user.js';
import { dynamo } from '../../../functions/lib/clients.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { env } from '../../../functions/lib/env.js';
import { rpc, type Registered } from './client.js';

/** Makes `user` a plain member of `owner`'s tenant (as an invitation will), and signs them in again. */
export async function joinTenantOf(owner: Registered, user: Registered): Promise<Registered> {
  const corp = owner.login.corp[0];
  if (!corp) throw new Error('owner has no tenant');
  await dynamo().send(
    new PutCommand({
      TableName: env.mainTable(),
      Item: {
        ...keys.member(corp._id, user.login.user._id),
        userId: user.login.user._id,
        role: 'member',
        joinedAt: Date.now(),
      },
    }),
  );
  await dynamo().send(
    new UpdateCommand({
      TableName: env.mainTable(),
      Key: keys.user(user.login.user._id),
      UpdateExpression: 'SET corps = list_append(:corp, corps)',
      ExpressionAttributeValues: { ':corp': [{ id: corp._id, name: corp.name, default: false, admin: false }] },
    }),
  );
  const login = await rpc<LoginResult>('user', 'v1/user/max_login', { account: user.mobile, password: user.password });
  return { ...user, login: login.msg };
}
