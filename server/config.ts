/** Settings read from the environment (see README, "Configuration"). */
export type Config = {
  port: number;
  host: string;
  /** An external PostgreSQL server; when absent the embedded one in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Public address of the portal, used in links sent by e-mail. */
  publicUrl: string;
  /** Secure cookies need HTTPS; on by default in production. */
  secureCookies: boolean;
  /** Login attempts allowed per IP and minute. */
  loginRateLimit: number;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://${host}:${port}`,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : production,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
  };
};
