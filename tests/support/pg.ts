import pg from 'pg';

/**
 * The migrated database every test database is copied from (`CREATE DATABASE … TEMPLATE`).
 * `TEST_TEMPLATE_DATABASE` names another, for a run beside another on the same server.
 */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'zaplecze_template';

/** Runs one statement (CREATE/DROP DATABASE) on the server of `url`. */
export const adminQuery = async (url: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** The same server with another database in the URL. */
export const withDatabase = (url: string, name: string): string => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};
