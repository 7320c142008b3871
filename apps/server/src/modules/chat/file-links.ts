import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_API_BASE } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/auth';

/**
 * Signed links to chat files (decision 0132): `GET /file/{id}/content?v=&exp=&sig=`, an HMAC over the
 * file, the viewer it was given to and its expiry, keyed by a key derived from the JWT secret (which every
 * process of one database shares). `<img src>` sends no Authorization header: the link is the grant.
 */

/** Whom a link was given to: a member, an operator, or every operator following the conversation (`id` null). */
export type FileViewer = { kind: 'member'; id: string } | { kind: 'operator'; id: string | null };

/** How long a link lives at least. */
export const FILE_LINK_TTL_MS = 60 * 60_000;
/** Expiries round up to this step: a viewer keeps getting the same URL for a while, and the browser's cache serves it. */
const EXPIRY_STEP_MS = 10 * 60_000;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const VIEWER = /^(m\d{1,19}|o\d{1,19}|o)$/;
const EXPIRY = /^\d{1,12}$/;

const viewerText = (viewer: FileViewer) => (viewer.kind === 'member' ? `m${viewer.id}` : `o${viewer.id ?? ''}`);

function viewerOfText(text: string): FileViewer {
  const id = text.slice(1);
  return text.startsWith('m') ? { kind: 'member', id } : { kind: 'operator', id: id === '' ? null : id };
}

/** The viewer a signed-in caller is. */
export const viewerOf = (auth: Pick<AuthContext, 'kind' | 'subjectId'>): FileViewer =>
  auth.kind === 'member' ? { kind: 'member', id: auth.subjectId } : { kind: 'operator', id: auth.subjectId };

export interface FileLinkQuery {
  v?: string;
  exp?: string;
  sig?: string;
}

export interface FileLinks {
  /** The URL path a browser loads the file from, for `viewer` only, for an hour or a little more. */
  urlFor(fileId: string, viewer: FileViewer): string;
  /** Whom the link was given to and until when (ms), or null: forged, malformed or expired. */
  verify(fileId: string, query: FileLinkQuery): { viewer: FileViewer; expiresAtMs: number } | null;
}

export function fileLinks(secret: string, now: () => number): FileLinks {
  // A key of its own: a signature made here is never a valid JWT or reset-code hash, and vice versa.
  const key = createHmac('sha256', secret).update('chat-file-link:v1').digest();
  const sign = (fileId: string, viewer: string, exp: string) =>
    createHmac('sha256', key).update(`${fileId}\n${viewer}\n${exp}`).digest('base64url');

  return {
    urlFor(fileId, viewer) {
      const exp = String(Math.ceil((now() + FILE_LINK_TTL_MS) / EXPIRY_STEP_MS) * (EXPIRY_STEP_MS / 1000));
      const v = viewerText(viewer);
      const query = new URLSearchParams({ v, exp, sig: sign(fileId, v, exp) });
      return `${CHAT_API_BASE}/file/${fileId}/content?${query}`;
    },
    verify(fileId, { v, exp, sig }) {
      if (!v || !exp || !sig || !VIEWER.test(v) || !EXPIRY.test(exp) || !SIGNATURE.test(sig)) return null;
      const expected = Buffer.from(sign(fileId, v, exp));
      if (!timingSafeEqual(expected, Buffer.from(sig))) return null;
      const expiresAtMs = Number(exp) * 1000;
      if (expiresAtMs <= now()) return null;
      return { viewer: viewerOfText(v), expiresAtMs };
    },
  };
}

/** The app's links, by its shared secret and its clock. */
export const chatFileLinks = (app: FastifyInstance): FileLinks => fileLinks(app.secrets.jwt, () => app.clock.now());
