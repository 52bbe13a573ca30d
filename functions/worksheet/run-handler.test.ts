import { describe, expect, it } from 'vitest';
import { handler } from './run-handler.js';

describe('worksheet run handler', () => {
  it('drops malformed events without throwing (a throw would be retried by Lambda and the scheduler)', async () => {
    for (const event of [
      undefined,
      {},
      { tenantId: 't', worksheetId: 'w' },
      { tenantId: 't', worksheetId: '../x', trigger: 'schedule' },
      { sweep: 'yes' },
      { sweep: true, tenantId: 't' },
    ])
      await expect(handler(event)).resolves.toBeUndefined();
  });
});
