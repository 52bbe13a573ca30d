import { inject } from 'vitest';
import { freshMotoStore } from './moto-fresh-store.js';

// Test workers reach the same emulators as the stack, so they can look into the store.
const { env } = inject('stack');
Object.assign(process.env, env, { WALLBOARD_QUIET: '1' });
// Files run one at a time (vitest.config.ts), so each can start from the seed alone.
if (process.env.WALLBOARD_EMULATOR === 'moto' && env.AWS_ENDPOINT_URL_DYNAMODB) {
  await freshMotoStore(env.AWS_ENDPOINT_URL_DYNAMODB);
}
