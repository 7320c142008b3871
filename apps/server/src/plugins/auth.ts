import jwt from '@fastify/jwt';
import { hasPermission, type OperatorRole, type Permission, SERVER_MESSAGES } from '@member/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { forbidden, unauthorized } from '../lib/app-error';
import { createPasswordHasher, type HashingParams, type PasswordHasher } from '../lib/passwords';
import { MEMBER_KEPT_LIMITS } from '../lib/kept';
import { DAY_MINUTES } from './retention';
import { createSessionChecks, type SessionChecks } from '../lib/session-checks';
import { SESSION_TTL_SECONDS, type SubjectKind, type TokenClaims } from '../lib/sessions';
import { declareStatuses } from '../lib/declared-statuses';

export interface AuthContext {
  kind: SubjectKind;
  subjectId: string;
  sessionId: string;
  /** The operator's current role (read from the database, not the token); null for members. */
  role: OperatorRole | null;
}

/** A route hook: runs before validation, so a caller without the right is refused before anything else. */
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Who may call a route: any signed-in member, any operator, or an operator holding a permission. */
export type Access = 'member' | 'operator' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared on a route; the guard is added for it and the OpenAPI document names the token. */
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    passwords: PasswordHasher;
    /** A signed-in member whose account is active. */
    requireMember: Guard;
    /** A signed-in operator whose account is active and whose role holds `permission` (any operator when omitted). */
    requireOperator: (permission?: Permission) => Guard;
    /** Who a bearer token belongs to, if its session is live (the realtime socket's handshake); else 401. */
    verifyToken: (token: unknown) => Promise<AuthContext & { expiresAtMs: number }>;
    /** The member sessions this process found live lately (decision 0089); revocations forget them. */
    sessionChecks: SessionChecks;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

export interface AuthOptions {
  /** argon2 cost; tests pass cheap parameters. */
  hashing?: HashingParams;
}

const claimsSchema = z.object({
  sub: z.string().regex(/^\d{1,19}$/),
  sid: z.uuid(),
  kind: z.enum(['member', 'operator']),
  exp: z.number(),
});

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/;
const TOKEN = /^[A-Za-z0-9\-_.]{1,4096}$/;

const sessionExpired = () => unauthorized(SERVER_MESSAGES.sessionExpired);

/**
 * The session a request's bearer token names when its signature and expiry hold, without asking the
 * database (the rate limits key a signed-in caller by it, decision 0013); null for anything else. A
 * revoked session still counts under its id until the route refuses it.
 */
export function signedSessionOf(request: FastifyRequest): string | null {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !TOKEN.test(token) || !request.server.hasDecorator('jwt')) return null;
  try {
    const claims = claimsSchema.safeParse(request.server.jwt.verify(token));
    return claims.success ? claims.data.sid : null;
  } catch {
    return null;
  }
}

interface SessionRow {
  subject_kind: SubjectKind;
  subject_id: string;
  live: boolean;
  role: OperatorRole | null;
}

/** The caller's verified identity (after a guard), or 401. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Bearer tokens over revocable sessions (decision 0012). Every call checks, in one primary-key
 * lookup, that the session is live and that its member or operator is still active, so revoking a
 * session, disabling a member or disabling an operator stops their calls at once. Authenticated
 * answers are never stored by a cache.
 */
export default fp(
  async function auth(app: FastifyInstance, options: AuthOptions) {
    app.decorate('passwords', createPasswordHasher(options.hashing));
    // An expired token is refused anyway; a month of sign-ins stays for support.
    app.retention.keep({ table: 'sessions', column: 'expires_at', keepMinutes: 30 * DAY_MINUTES });
    await app.register(jwt, {
      secret: app.secrets.jwt,
      // A string: @fastify/jwt reads a bare number as seconds, fast-jwt as milliseconds.
      sign: { algorithm: 'HS256', expiresIn: `${SESSION_TTL_SECONDS}s` },
      // A member's token is verified once per process, not on every call (fast-jwt keeps the result
      // until the token's own expiry at most); whether its session is live is still checked per call.
      verify: { algorithms: ['HS256'], cache: MEMBER_KEPT_LIMITS.max },
    });
    app.decorateRequest('auth', null);
    const sessionChecks = createSessionChecks(MEMBER_KEPT_LIMITS);
    app.decorate('sessionChecks', sessionChecks);

    async function verifyToken(token: unknown): Promise<AuthContext & { expiresAtMs: number }> {
      if (typeof token !== 'string' || !TOKEN.test(token)) throw unauthorized();
      let payload: unknown;
      try {
        payload = app.jwt.verify(token);
      } catch (error) {
        throw (error as { code?: string }).code === 'FAST_JWT_EXPIRED' ? sessionExpired() : unauthorized();
      }
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw unauthorized();
      const { sid, sub, kind, exp } = claims.data;
      const expiresAtMs = exp * 1000;

      // A member session this process found live lately, and no revocation since: no lookup.
      if (kind === 'member' && sessionChecks.memberOf(sid) === sub) {
        return { kind, subjectId: sub, sessionId: sid, role: null, expiresAtMs };
      }
      const begun = sessionChecks.begin();
      const { rows } = await app.db.query<SessionRow>(
        `SELECT s.subject_kind, s.subject_id::text AS subject_id, o.role,
                (s.revoked_at IS NULL AND s.expires_at > now()
                 AND CASE s.subject_kind WHEN 'member' THEN m.status = 'active' ELSE o.disabled_at IS NULL END) AS live
         FROM sessions s
         LEFT JOIN members m ON s.subject_kind = 'member' AND m.id = s.subject_id
         LEFT JOIN operators o ON s.subject_kind = 'operator' AND o.id = s.subject_id
         WHERE s.id = $1`,
        [sid],
      );
      const session = rows[0];
      if (!session?.live || session.subject_kind !== kind || session.subject_id !== sub) throw sessionExpired();
      if (kind === 'member') sessionChecks.keep(sid, sub, begun);
      return { kind, subjectId: sub, sessionId: sid, role: session.role, expiresAtMs };
    }
    app.decorate('verifyToken', verifyToken);

    async function authenticate(request: FastifyRequest, reply: FastifyReply, kind: SubjectKind): Promise<AuthContext> {
      reply.header('Cache-Control', 'no-store');
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      const verified = await verifyToken(token);
      if (verified.kind !== kind) throw forbidden();
      const context: AuthContext = {
        kind,
        subjectId: verified.subjectId,
        sessionId: verified.sessionId,
        role: verified.role,
      };
      request.auth = context;
      return context;
    }

    app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply, 'member');
    });
    app.decorate(
      'requireOperator',
      (permission?: Permission) => async (request: FastifyRequest, reply: FastifyReply) => {
        const context = await authenticate(request, reply, 'operator');
        if (permission && (!context.role || !hasPermission(context.role, permission))) throw forbidden();
      },
    );

    // `config.access` on a route: its guard runs before validation (a stranger learns nothing about
    // the body), and its schema says which bearer token the call takes.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access) return;
      const guard =
        access === 'member' ? app.requireMember : app.requireOperator(access === 'operator' ? undefined : access);
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [guard, ...existing];
      // No token or a dead session is 401; a token of the other kind, or a permission the role lacks, 403.
      declareStatuses(route, [401, 403]);
      const who = access === 'member' ? 'member' : 'operator';
      route.schema = {
        ...route.schema,
        security: [{ [who]: [] }],
        ...(who === 'operator' &&
          access !== 'operator' && {
            description: [route.schema?.description, `Permission: \`${access}\``].filter(Boolean).join('\n\n'),
          }),
      };
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['config', 'db', 'secrets', 'retention'] },
);
