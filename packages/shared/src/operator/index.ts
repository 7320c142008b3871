/** Operators: roles and permissions, accounts, the audit log, the member administration. */
export * from './permissions';
export * from './operator';
