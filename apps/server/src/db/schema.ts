// Every table, for drizzle-kit (which reads this file) and the typed queries (`db.query.*`).
// Core tables in identity, orgs, records, portal credentials and analytics; each area's own in tables/<area>.ts.
export * from './tables/identity';
export * from './tables/orgs';
export * from './tables/records';
export * from './tables/portal-credentials';
export * from './tables/analytics';
export * from './tables/sync';
export * from './tables/members';
export * from './tables/api-keys';
export * from './tables/email';
export * from './tables/workflow';
export * from './tables/imports';
export * from './tables/admin';
export * from './tables/gst';
export * from './tables/gst-reconciliation';
export * from './tables/calendar-feeds';
export * from './tables/second-factor';
export * from './tables/home';
export * from './tables/cases';
