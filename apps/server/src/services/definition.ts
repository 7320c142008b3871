import type { FastifyInstance } from 'fastify';
import openapi, { type OpenApiOptions } from '../plugins/openapi';

/** What every service's mount is given by the app that runs it. */
export interface ServiceContext {
  /** Prefix of the rate-limit keys in Redis; tests give each run its own. */
  rateLimitKeyPrefix?: string;
  /** The sandbox games' random source (tests); default `crypto.randomInt`. */
  gameSandboxRandom?: (max: number) => number;
  /**
   * The paths of every registered service, whether this process runs it or not: the web app never
   * answers them with a page (a service that is not running answers the 404 envelope).
   */
  servicePaths: readonly string[];
}

/**
 * One service of this server (DESIGN.md §2): a process runs the ones SERVICES names, each mounted once.
 * Its name is what SERVICES says; its prefix is where it answers; the SPA's service paths and the
 * web apps' bases (`@member/shared` SERVICE_BASES) follow from these.
 */
export interface ServiceDefinition<Name extends string = string> {
  readonly name: Name;
  /** Where its routes live (`/` for the web app, which owns every path no service claims). */
  readonly prefix: string;
  /** The paths it owns that the web app must never answer with a page (default: its prefix). */
  readonly paths: readonly string[];
  /** Its OpenAPI document, served at `${prefix}/docs/json`, when it has one. */
  readonly docs?: OpenApiOptions;
  /** Where a load balancer asks whether it is up (answers only when its database answers). */
  readonly health?: string;
  /**
   * Defines its realtime channels on the app's socket. Every app defines every service's channels:
   * the socket is served wherever the chat runs, and a member follows their own channel there too.
   */
  channels?(app: FastifyInstance): void;
  /** Puts the service on the app (tests build apps with any subset). */
  mount(app: FastifyInstance, context: ServiceContext): Promise<void>;
}

interface ScopedService<Name extends string> {
  name: Name;
  prefix: string;
  paths?: readonly string[];
  docs?: OpenApiOptions;
  health?: string;
  channels?(app: FastifyInstance): void;
  /**
   * Its routes, in one encapsulated plugin under its prefix (what it decorates and registers stays
   * inside), after its OpenAPI document so that the document sees exactly its routes.
   */
  routes(api: FastifyInstance, context: ServiceContext): Promise<void>;
  /** What it does on the root app first (the reactions it registers on app-wide hooks). */
  onRoot?(app: FastifyInstance): void;
}

/** A service that lives under its own prefix: the usual shape. */
export function scopedService<const Name extends string>(service: ScopedService<Name>): ServiceDefinition<Name> {
  const { name, prefix, docs, health, channels, routes, onRoot } = service;
  return {
    name,
    prefix,
    paths: service.paths ?? [prefix],
    docs,
    health,
    channels,
    async mount(app, context) {
      onRoot?.(app);
      await app.register(
        async (api) => {
          if (docs) await api.register(openapi, docs);
          await routes(api, context);
        },
        { prefix },
      );
    },
  };
}
