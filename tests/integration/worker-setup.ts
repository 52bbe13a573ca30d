import { inject } from 'vitest';

// Test workers reach the same emulators as the stack, so they can look into the store.
Object.assign(process.env, inject('stack').env, { WALLBOARD_QUIET: '1' });
