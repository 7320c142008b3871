import { SERVICE_BASES } from '@member/shared';
import { startTestApp } from '../test/harness';

/** Where each service serves its OpenAPI document. */
export const documentUrl = (service: ServiceDocument) => `${SERVICE_BASES[service]}/docs/json`;

export type ServiceDocument = keyof typeof SERVICE_BASES;
export const SERVICE_DOCUMENTS = Object.keys(SERVICE_BASES) as ServiceDocument[];

/** The three services' OpenAPI documents, as a server running all of them (on an in-memory database) serves them. */
export async function openApiDocuments(): Promise<Record<ServiceDocument, Record<string, unknown>>> {
  const t = await startTestApp('pglite', { services: ['member', 'minigame', 'chat'] });
  try {
    const read = async (service: ServiceDocument) =>
      [service, (await t.app.inject({ url: documentUrl(service) })).json<Record<string, unknown>>()] as const;
    return Object.fromEntries(await Promise.all(SERVICE_DOCUMENTS.map(read))) as Record<
      ServiceDocument,
      Record<string, unknown>
    >;
  } finally {
    await t.close();
  }
}
