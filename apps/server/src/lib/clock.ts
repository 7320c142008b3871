/** What time it is for the app's rules: `Date.now()`, or a clock a test moves (buildApp's `clock`). */
export interface Clock {
  now(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const systemClock = (): Clock => ({ now: () => Date.now() });
