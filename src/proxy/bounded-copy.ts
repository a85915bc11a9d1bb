// A copy of a body for judging, kept up to a cap: past it the copy is dropped (the body still passes
// through whole), so an endless or huge stream costs the proxy no more than the cap.
export class BoundedCopy {
  #chunks: Buffer[] = [];
  #kept = 0;
  #seen = 0;

  constructor(private readonly cap: number) {}

  add(chunk: Buffer): void {
    this.#seen += chunk.length;
    if (this.#seen > this.cap) {
      this.#chunks = [];
      return;
    }
    this.#chunks.push(chunk);
    this.#kept += chunk.length;
  }

  /** Bytes that went through. */
  get seen(): number {
    return this.#seen;
  }

  /** The whole body, or undefined once it passed the cap. */
  bytes(): Buffer | undefined {
    return this.#seen > this.cap ? undefined : Buffer.concat(this.#chunks, this.#kept);
  }
}
