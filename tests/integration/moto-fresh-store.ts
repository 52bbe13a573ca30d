import { createResources } from '../../scripts/local/resources.js';
import { seed } from '../../scripts/local/seed.js';

/**
 * Gives a test file an empty moto store with the stack's tables, buckets and seed. moto answers a
 * query on a secondary index, a scan or a prefix listing by walking every item it holds, so a store
 * that kept what the 60 files before wrote made each later file slower (the suite ran for over
 * 30 minutes). DynamoDB Local and s3rver index their data and keep one store for the whole run.
 */
export async function freshMotoStore(endpoint: string): Promise<void> {
  const response = await fetch(`${endpoint}/moto-api/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`moto reset answered ${response.status}`);
  await createResources();
  await seed({ fixtures: true });
}
