import { randomBytes } from 'node:crypto';

/** A provider session: who plays, and whether a spin of theirs is under way. */
export interface ProviderSession {
  member: string;
  busy: boolean;
  expiresAt: number;
}

/**
 * The sandbox provider's own sessions, in memory (a provider keeps its sessions; a restart asks the
 * member to launch again). A session lives `ttlMs` after its last use; the oldest go first past `max`.
 */
export class SessionStore {
  private readonly sessions = new Map<string, ProviderSession>();

  constructor(
    private readonly ttlMs = 2 * 60 * 60 * 1000,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  create(member: string): string {
    const id = randomBytes(24).toString('base64url');
    this.sessions.set(id, { member, busy: false, expiresAt: this.now() + this.ttlMs });
    while (this.sessions.size > this.max) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    return id;
  }

  /** The live session of this id (its life extended), or null. */
  get(id: string): ProviderSession | null {
    const session = this.sessions.get(id);
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return null;
    }
    session.expiresAt = this.now() + this.ttlMs;
    // Re-inserted, so the map's order stays "least recently used first".
    this.sessions.delete(id);
    this.sessions.set(id, session);
    return session;
  }
}
