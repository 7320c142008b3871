import { registerSpa } from '../plugins/spa';
import type { ServiceDefinition } from './definition';

/**
 * The built web apps (the member site at `/`, the back office at `/backoffice/`). It owns every path no
 * service claims (history fallback), so it sits on the root instead of under a prefix.
 */
export const webService: ServiceDefinition<'web'> = {
  name: 'web',
  prefix: '/',
  paths: [],
  mount: (app, { servicePaths }) => registerSpa(app, servicePaths),
};
