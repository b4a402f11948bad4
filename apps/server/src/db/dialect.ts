/** The two database engines Kysely talks to; dialect-specific code branches on this and lives in db/ only. */
export type DialectName = 'sqlite' | 'postgres';
