import type { FaultKind, FaultPlan, FaultStats } from '../../../scripts/local/fault-proxy.js';
import { ownStack } from './stack.js';

/**
 * The fault proxies of this worker's stack (scripts/local/fault-proxy.ts), between its handlers
 * and the emulators: a test sets a plan, acts, then clears it and checks what storage holds.
 */
export type Service = 'dynamodb' | 's3';

function controlUrl(service: Service): string {
  const { env } = ownStack();
  const url = service === 'dynamodb' ? env.FAULTS_DYNAMODB_URL : env.FAULTS_S3_URL;
  if (!url) throw new Error('the stack was started without fault proxies');
  return url;
}

async function control(service: Service, plan?: FaultPlan): Promise<{ plan: FaultPlan; stats: FaultStats }> {
  const response = await fetch(controlUrl(service), {
    method: plan ? 'PUT' : 'GET',
    ...(plan ? { body: JSON.stringify(plan) } : {}),
  });
  if (!response.ok) throw new Error(`fault control answered ${response.status}`);
  return (await response.json()) as { plan: FaultPlan; stats: FaultStats };
}

/** Sets the plan of the proxies named (both by default). */
export async function setFaults(plan: FaultPlan, services: readonly Service[] = ['dynamodb', 's3']): Promise<void> {
  await Promise.all(services.map((service) => control(service, plan)));
}

/** No more faults, on both proxies. */
export async function clearFaults(): Promise<void> {
  await setFaults({ rate: 0, kinds: [] });
}

/** Requests and faults so far, both proxies together. */
export async function faultStats(): Promise<FaultStats> {
  const all = await Promise.all((['dynamodb', 's3'] as const).map(async (service) => (await control(service)).stats));
  const faults = Object.fromEntries(
    (Object.keys(all[0]?.faults ?? {}) as FaultKind[]).map((kind) => [
      kind,
      all.reduce((sum, stats) => sum + stats.faults[kind], 0),
    ]),
  ) as Record<FaultKind, number>;
  return {
    requests: all.reduce((sum, stats) => sum + stats.requests, 0),
    faults,
    shapes: all.flatMap((stats) => stats.shapes).sort(),
  };
}

/** The shapes of the calls the handlers sent since they were last taken (both proxies), and a fresh start. */
export async function takeShapes(): Promise<string[]> {
  const taken = await Promise.all(
    (['dynamodb', 's3'] as const).map(async (service) => {
      const response = await fetch(controlUrl(service), { method: 'DELETE' });
      if (!response.ok) throw new Error(`fault control answered ${response.status}`);
      return ((await response.json()) as { stats: FaultStats }).stats.shapes;
    }),
  );
  return taken.flat().sort();
}

/** Runs `work` under `plan`, and clears the faults whatever happens. */
export async function underFaults<T>(
  plan: FaultPlan,
  work: () => Promise<T>,
  services: readonly Service[] = ['dynamodb', 's3'],
): Promise<T> {
  await setFaults(plan, services);
  try {
    return await work();
  } finally {
    await clearFaults();
  }
}
