/** The apps' route tables, shared by their routers and the server that serves their pages. */
export * from './member-routes';
export * from './backoffice-routes';
export * from './route-match';
