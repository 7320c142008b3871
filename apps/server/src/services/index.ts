import type { FastifyInstance } from 'fastify';
import { chatService } from './chat';
import type { ServiceContext, ServiceDefinition } from './definition';
import { gameSandboxService } from './game-sandbox';
import { memberService } from './member';
import { minigameService } from './minigame';
import { webService } from './web';

export type { ServiceContext, ServiceDefinition } from './definition';

/**
 * Every service this server can run, one definition per file. `npm start` runs all of them in one
 * process; `SERVICES` names a subset, so one service can be scaled on its own. Each is an encapsulated
 * plugin: what it decorates and registers stays inside its prefix. A path of a service that this
 * process does not run answers the 404 envelope. Adding a service: its file, and one entry here.
 */
export const SERVICES = [memberService, webService, gameSandboxService, minigameService, chatService] as const;

export type ServiceName = (typeof SERVICES)[number]['name'];

/** The names SERVICES accepts, in the order `npm start` mounts them. */
export const SERVICE_NAMES = SERVICES.map((service) => service.name) as [ServiceName, ...ServiceName[]];

/** Every service's own paths: the web app answers none of them with a page. */
export const SERVICE_PATHS: readonly string[] = SERVICES.flatMap((service) => service.paths);

const byName = new Map<string, ServiceDefinition>(SERVICES.map((service) => [service.name, service]));

/**
 * Mounts the named services on the root instance, in the order given, after defining every service's
 * realtime channels (the socket of a process accepts all of them, whichever services it runs).
 */
export async function mountServices(
  app: FastifyInstance,
  names: readonly ServiceName[],
  options: Omit<ServiceContext, 'servicePaths'> = {},
): Promise<void> {
  for (const service of SERVICES) service.channels?.(app);
  for (const name of names) {
    const service = byName.get(name);
    if (!service) throw new Error(`unknown service: ${name}`);
    await service.mount(app, { ...options, servicePaths: SERVICE_PATHS });
  }
}
