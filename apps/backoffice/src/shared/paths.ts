/**
 * Every screen's path, once: the back office's route table lives in `@member/shared` (the server that
 * serves the back office reads it too); links and navigations use these instead of writing a path out.
 */
export { BACKOFFICE_PATHS as paths, BACKOFFICE_PARAM_ROUTES as routePatterns } from '@member/shared';
