// The database schema, one file per domain (matching services/<domain>/). Import tables from here
// (`db/schema`); drizzle-kit reads this file too (drizzle.config.ts). A domain file imports another's
// tables for its foreign keys, never the reverse (no cycles); shared column builders are in columns.ts.
export * from './auth';
export * from './mail';
export * from './shop';
export * from './catalog';
export * from './cart';
export * from './orders';
export * from './payments';
export * from './points';
export * from './questionnaires';
export * from './conversions';
export * from './translate';
export * from './content';
export * from './blog';
export * from './live';
export * from './support';
export * from './uploads';
export * from './wholesale';
export * from './staff';
export * from './inbox';
export * from './images';
