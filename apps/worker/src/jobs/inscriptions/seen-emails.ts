/**
 * The e-mails already seen in an enrolment file and the line each first appeared on, kept in two
 * typed arrays (open addressing, linear probing) instead of a Map: 200,000 entries of a Map keyed by
 * 48-bit numbers hold a heap number and an entry object each (~10 MB of the capped worker's heap,
 * which GC pressure turned into peak RSS); here 12 bytes a slot, off the JS heap, sized once from
 * the file's line count. Hand-written because the job needs only get/set of number -> number and
 * no well-kept package offers a typed-array map of float keys (mnemonist's maps are Map-backed).
 */
export class SeenEmails {
  private keys: Float64Array;
  private lines: Int32Array;
  private size = 0;

  constructor(expected: number) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.keys = new Float64Array(capacity);
    this.lines = new Int32Array(capacity);
  }

  /** The line `key` was first seen on, or undefined. `key` is a non-negative integer below 2^48. */
  get(key: number): number | undefined {
    const slot = this.find(key + 1);
    return this.keys[slot] === 0 ? undefined : this.lines[slot];
  }

  /** Remembers `key` first seen on `line` (a key already there keeps its first line). */
  set(key: number, line: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const stored = key + 1; // 0 marks an empty slot
    const slot = this.find(stored);
    if (this.keys[slot] !== 0) return;
    this.keys[slot] = stored;
    this.lines[slot] = line;
    this.size++;
  }

  private find(stored: number): number {
    const mask = this.keys.length - 1;
    // The key is already a hash: its low bits spread evenly.
    let slot = stored & mask; // ToInt32 keeps the low 32 bits of the 48-bit key exactly
    while (this.keys[slot] !== 0 && this.keys[slot] !== stored) slot = (slot + 1) & mask;
    return slot;
  }

  private grow(): void {
    const { keys, lines } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.lines = new Int32Array(keys.length * 2);
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== 0) this.set(keys[i]! - 1, lines[i]!);
  }
}
