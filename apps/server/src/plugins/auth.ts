import jwt from '@fastify/jwt';
import { type OperatorRole, SERVER_MESSAGES } from '@member/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, unauthorized } from '../lib/app-error';
import { SESSION_TTL_SECONDS, type SubjectKind, type TokenClaims } from '../lib/sessions';

export interface AuthContext {
  kind: SubjectKind;
  subjectId: string;
  sessionId: string;
  /** The operator's current role (read from the database, not the token); null for members. */
  role: OperatorRole | null;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    requireMember: Guard;
    requireOperator: (roles?: readonly OperatorRole[]) => Guard;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

const claimsSchema = z.object({
  sub: z.string().regex(/^\d{1,19}$/),
  sid: z.uuid(),
  kind: z.enum(['member', 'operator']),
});

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/;

const sessionExpired = () => unauthorized(SERVER_MESSAGES.sessionExpired);

interface SessionRow {
  subject_kind: SubjectKind;
  subject_id: string;
  live: boolean;
  role: OperatorRole | null;
}

/** The caller's verified identity, or the 401/403 the contract names. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export async function registerAuth(app: FastifyInstance) {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    // A string: @fastify/jwt reads a bare number as seconds, fast-jwt as milliseconds.
    sign: { algorithm: 'HS256', expiresIn: `${SESSION_TTL_SECONDS}s` },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest, kind: SubjectKind): Promise<AuthContext> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized();
    let payload: unknown;
    try {
      payload = app.jwt.verify(token);
    } catch (error) {
      throw (error as { code?: string }).code === 'FAST_JWT_EXPIRED' ? sessionExpired() : unauthorized();
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw unauthorized();
    if (claims.data.kind !== kind) throw forbidden();

    // One primary-key lookup: the session must exist, be live and belong to the token's subject.
    const { rows } = await app.db.query<SessionRow>(
      `SELECT s.subject_kind, s.subject_id::text AS subject_id,
              (s.revoked_at IS NULL AND s.expires_at > now()) AS live, o.role
       FROM sessions s
       LEFT JOIN operators o ON s.subject_kind = 'operator' AND o.id = s.subject_id
       WHERE s.id = $1`,
      [claims.data.sid],
    );
    const session = rows[0];
    if (!session?.live || session.subject_kind !== kind || session.subject_id !== claims.data.sub) {
      throw sessionExpired();
    }
    const auth: AuthContext = { kind, subjectId: session.subject_id, sessionId: claims.data.sid, role: session.role };
    request.auth = auth;
    return auth;
  }

  app.decorate('requireMember', async (request: FastifyRequest) => {
    await authenticate(request, 'member');
  });
  app.decorate('requireOperator', (roles?: readonly OperatorRole[]) => async (request: FastifyRequest) => {
    const auth = await authenticate(request, 'operator');
    if (roles && (!auth.role || !roles.includes(auth.role))) throw forbidden();
  });
}
