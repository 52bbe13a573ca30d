import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThumbnailKeeper } from './keeper';

/** A keeper over plain objects as documents, with a render that says which document it drew. */
function setup(opened: 'with picture' | 'without picture' = 'without picture') {
  let doc = { n: 0 };
  const uploads: string[] = [];
  let failUploads = false;
  const render = vi.fn(async () => `picture of ${doc.n}`);
  const keeper = new ThumbnailKeeper<object>(
    {
      current: () => doc,
      render,
      upload: async (image) => {
        if (failUploads) throw new Error('offline');
        uploads.push(image);
      },
      delayMs: 1000,
    },
    opened === 'with picture' ? doc : null,
  );
  return {
    keeper,
    render,
    uploads,
    edit: () => {
      doc = { n: doc.n + 1 };
      return doc;
    },
    doc: () => doc,
    failUploads: (value: boolean) => {
      failUploads = value;
    },
  };
}

describe('ThumbnailKeeper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws once after a burst of saves goes quiet, the document as saved last', async () => {
    const t = setup();
    t.keeper.saved(t.edit());
    await vi.advanceTimersByTimeAsync(600);
    t.keeper.saved(t.edit());
    await vi.advanceTimersByTimeAsync(600);
    t.keeper.saved(t.edit());
    expect(t.render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.uploads).toEqual(['picture of 3']);
  });

  it('does not draw a document its picture already shows', async () => {
    const t = setup('with picture');
    t.keeper.saved(t.doc());
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.render).not.toHaveBeenCalled();
    t.keeper.saved(t.edit());
    await vi.advanceTimersByTimeAsync(1000);
    t.keeper.saved(t.doc());
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.render).toHaveBeenCalledTimes(1);
  });

  it('flush draws a pending change at once and resolves when it is sent', async () => {
    const t = setup();
    t.keeper.saved(t.edit());
    await t.keeper.flush();
    expect(t.uploads).toEqual(['picture of 1']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.render).toHaveBeenCalledTimes(1);
  });

  it('an upload that fails leaves the change to be drawn again', async () => {
    const t = setup();
    t.failUploads(true);
    t.keeper.saved(t.edit());
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.uploads).toEqual([]);
    t.failUploads(false);
    t.keeper.saved(t.doc());
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.uploads).toEqual(['picture of 1']);
  });

  it('a picture adopted from publish counts as drawn; cancel drops a pending drawing', async () => {
    const t = setup();
    const published = t.edit();
    await t.keeper.adopt(published, 'published picture');
    t.keeper.saved(published);
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.render).not.toHaveBeenCalled();
    t.keeper.saved(t.edit());
    t.keeper.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.uploads).toEqual(['published picture']);
  });
});
