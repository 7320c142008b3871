import { X509Certificate } from 'node:crypto';
import { request } from 'node:https';

/**
 * `fetch` for a call to this server's own HTTPS address (the sandbox provider's wallet calls, decision
 * 0083): the peer must present exactly this certificate, compared by fingerprint. Its name does not
 * matter (the call goes to 127.0.0.1, not to the name the certificate was issued for), nor does who
 * issued it (a self-signed certificate is as good as a CA's): pinning one certificate is stricter than
 * either check. Handles what the wallet client sends: a method, headers, a text body and a signal.
 */
export function pinnedFetch(certificate: Buffer): typeof fetch {
  const fingerprint = new X509Certificate(certificate).fingerprint256;
  const pinned = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        new URL(String(input)),
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers)),
          signal: init.signal ?? undefined,
          // The certificate is the only authority, even when a CA issued it (a partial chain), and the
          // identity check compares fingerprints instead of names: both happen before anything is sent.
          ca: certificate,
          allowPartialTrustChain: true,
          checkServerIdentity: (_host, presented) =>
            presented.fingerprint256 === fingerprint
              ? undefined
              : new Error('the server presented another certificate'),
          agent: false,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve(
              new Response(Buffer.concat(chunks), {
                status: incoming.statusCode,
                headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
                  value === undefined ? [] : [[name, String(value)] as [string, string]],
                ),
              }),
            ),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(typeof init.body === 'string' ? init.body : undefined);
    });
  return pinned as typeof fetch;
}
