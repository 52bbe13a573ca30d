/**
 * Keeps the server's picture of a screen in step with its saved content, in the background:
 * a change that has been saved is drawn `delayMs` later (later saves restart the wait), one
 * drawing at a time, and sent. `flush` does at once what is pending (leaving the editor);
 * `adopt` takes a picture already drawn (at publish). Generic in the document so it can be
 * driven without a DOM.
 */
export interface ThumbnailKeeperDeps<Doc> {
  /** The document as saved now. */
  current: () => Doc;
  /** Draws the screen as it is now; null when it cannot be drawn. */
  render: () => Promise<string | null>;
  upload: (image: string) => Promise<void>;
  delayMs: number;
}

export class ThumbnailKeeper<Doc> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chain: Promise<void> = Promise.resolve();

  /** `pictured`: the document the server's picture shows (null: it has none). */
  constructor(
    private readonly deps: ThumbnailKeeperDeps<Doc>,
    private pictured: Doc | null,
  ) {}

  /** A save landed: draw the screen after the quiet delay, unless the picture already shows it. */
  saved(doc: Doc): void {
    if (doc === this.pictured) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.enqueue();
    }, this.deps.delayMs);
  }

  /** Draws and sends now what a pending change waits for; resolves when the server has it. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      return this.enqueue();
    }
    return this.chain;
  }

  /** A picture of `doc` drawn elsewhere (publish): sent as the screen's too. */
  adopt(doc: Doc, image: string): Promise<void> {
    this.chain = this.chain.then(() => this.send(doc, image));
    return this.chain;
  }

  /** Drops a pending drawing (the editor closed; leaving flushes first). One under way still finishes. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private enqueue(): Promise<void> {
    this.chain = this.chain.then(() => this.draw());
    return this.chain;
  }

  private async draw(): Promise<void> {
    const doc = this.deps.current();
    if (doc === this.pictured) return;
    const image = await this.deps.render().catch(() => null);
    if (image) await this.send(doc, image);
  }

  private async send(doc: Doc, image: string): Promise<void> {
    try {
      await this.deps.upload(image);
      this.pictured = doc;
    } catch {
      // The picture stays as it was; the next save draws again.
    }
  }
}
