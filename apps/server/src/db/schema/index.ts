export * from './organization.ts';
export * from './accounts.ts';
export * from './members.ts';
export * from './config.ts';
export * from './profile-sections.ts';
