// What the seed steps share: the transaction, the clock, the password hashes, one deterministic
// random sequence, and the ids earlier steps created (tenants, users by role, content).
import type { Prisma, UserType } from '../generated/client.ts';
import type { FileStorage } from '@trilha/storage';
import type { SeededDiscipline } from './content.ts';

export type Tx = Prisma.TransactionClient;
export const DAY = 86_400_000;

/** A user a step created, by e-mail (users are global: the demo and acme share the table). */
export type UserIndex = Map<string, { id: number; type: UserType }>;

/** The demo tenant's people, by role; `extras` are the additional students. */
export interface DemoPeople {
  student: number;
  tutor: number;
  teacher: number;
  manager: number;
  supervisor: number;
  extras: number[];
  /** The demo student first, then the extras: whoever gets progress rows. */
  allStudents: number[];
  users: UserIndex;
}

export type AttemptRow = { id: number; userId: number; materialItemId: number; startedAt: Date };

/**
 * Everything a step hands to later steps. Each key is set by the step named in its comment; a step
 * that reads a key before it is set throws (the step list is out of order). Keys of the acme tenant
 * are only set when acme is seeded (`ctx.withAcme`).
 */
export interface SeedState {
  acmeUsers: UserIndex; // users
  demoPeople: DemoPeople; // users
  acmeCompanyId: number; // companies
  demoCompanyId: number; // companies
  demoConsumerId: number; // companies
  acmeDisciplines: SeededDiscipline[]; // catalogue
  demoDisciplines: SeededDiscipline[]; // catalogue
  demoInscriptions: Prisma.DisciplineInscriptionCreateManyInput[]; // inscriptions
  progressRows: Prisma.MaterialItemProgressCreateManyInput[]; // progress
  attempts: AttemptRow[]; // attempts
  attemptScores: Map<number, number>; // attempts: attempt id → score 0..10 (finished only)
  forums: { id: number; disciplineId: number; title: string }[]; // forums
  demoWarnings: { id: number }[]; // warnings
  studySessions: Prisma.StudySessionCreateManyInput[]; // sessions
}

/** Deterministic pseudo-random numbers: the same seed gives the same demo every time. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const at = <T>(arr: readonly T[], i: number): T => {
  const v = arr[i];
  if (v === undefined) throw new Error(`seed: index ${i} out of range`);
  return v;
};

export class SeedContext {
  private readonly state = new Map<keyof SeedState, unknown>();
  /**
   * One random sequence for the whole seed, drawn in step order (progress, then study sessions):
   * splitting it per step would change the demo data.
   */
  readonly rand = rng(2026);

  constructor(
    readonly tx: Tx,
    readonly now: Date,
    readonly passwordHash: string,
    readonly itemPasswordHash: string,
    /** False when the acme tenant already exists: only the demo tenant is seeded, without suppliers. */
    readonly withAcme: boolean,
    /**
     * The API's storage (local disk or S3 bucket): steps write the demo's files there (real bytes
     * behind material items). `written` lists their keys so a failed seed removes them again.
     */
    readonly storage: FileStorage,
    readonly written: string[] = [],
  ) {}

  /** Stores a demo file under `key` (listed in `written`). */
  async writeObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.written.push(key);
    await this.storage.put(
      key,
      (async function* () {
        yield Buffer.from(bytes);
      })(),
      contentType,
    );
  }

  set<K extends keyof SeedState>(key: K, value: SeedState[K]): void {
    this.state.set(key, value);
  }

  get<K extends keyof SeedState>(key: K): SeedState[K] {
    if (!this.state.has(key)) throw new Error(`seed: ${key} is not set yet (add the step that sets it to this step's after)`);
    return this.state.get(key) as SeedState[K];
  }

  ago = (days: number, hours = 0): Date => new Date(this.now.getTime() - days * DAY - hours * 3_600_000);
  ahead = (days: number, hours = 0): Date => new Date(this.now.getTime() + days * DAY + hours * 3_600_000);
}

/**
 * One domain's part of the demo data. Steps run in one transaction, each after the steps its
 * `after` names (what it reads from `ctx` or the database): order.ts sorts them.
 */
export interface SeedStep {
  name: string;
  after?: readonly string[];
  run(ctx: SeedContext): Promise<void>;
}
