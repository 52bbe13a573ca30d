import { describe, expect, it, vi } from 'vitest';
import type { ShareInfo, ShareState } from '../../../../../shared/acts/link-share.js';
import { linkAfterPublish } from './publishShare';

const info = (state: ShareState, token = ''): ShareInfo => ({
  kind: 'screen',
  state,
  token,
  expires_at: null,
  embed_domains: [],
  created_at: null,
  log: [],
});
const TOKEN = 'a'.repeat(43);
const NEW_TOKEN = 'b'.repeat(43);

describe('linkAfterPublish', () => {
  it('keeps a link that is on, with or without a password, and adds nothing', async () => {
    for (const current of [info('on', TOKEN), { ...info('password', TOKEN), expires_at: 4_000_000_000_000 }]) {
      const add = vi.fn(() => Promise.resolve(info('on', NEW_TOKEN)));
      await expect(linkAfterPublish(current, add)).resolves.toBe(current);
      expect(add).not.toHaveBeenCalled();
    }
  });

  it('turns the link on when it is off or closed, or when its state could not be read', async () => {
    for (const current of [info('off'), info('closed', TOKEN), undefined]) {
      const added = info('on', NEW_TOKEN);
      const add = vi.fn(() => Promise.resolve(added));
      await expect(linkAfterPublish(current, add)).resolves.toBe(added);
      expect(add).toHaveBeenCalledTimes(1);
    }
  });

  it('lets the share call’s refusal through, for the dialog to show', async () => {
    const refused = new Error('refused');
    await expect(linkAfterPublish(info('off'), () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
