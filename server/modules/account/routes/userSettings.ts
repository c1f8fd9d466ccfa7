import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ShellSettings } from '../../../../src/schemas/shellSettings';
import { LAYOUT_TYPES, LAYOUT_WIDTHS, readShellSettings, SIDEBAR_THEMES, SIDEBAR_TYPES } from '../../../../src/schemas/shellSettings';
import { userSettings } from '../../../db/tables';
import { ApiError, ok, parseOr400 } from '../../../http';

/** Only the known keys with their known values: anything else is refused. */
export const shellSettingsSchema: z.ZodType<ShellSettings> = z
  .object({
    sidebarTheme: z.enum(SIDEBAR_THEMES),
    sidebarType: z.enum(SIDEBAR_TYPES),
    layoutType: z.enum(LAYOUT_TYPES),
    layoutWidth: z.enum(LAYOUT_WIDTHS),
    darkMode: z.boolean(),
  })
  .strict();

const settingsAnswer = z.object({ settings: shellSettingsSchema, saved: z.boolean() });

/**
 * The signed-in user's shell preferences (spec §2 "Settings sidebar"), kept on the server so they
 * follow the user to another browser. Personal: every user, a client user too, reads and writes
 * only its own row; the body holds exactly the known keys with their known values.
 */
export const userSettingsRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const signedIn = { access: 'signedIn' } as const;
  const userId = (request: FastifyRequest) => {
    if (!request.user) throw new ApiError(401, 'unauthorized');
    return request.user.id;
  };

  app.get('/api/user/settings', { config: signedIn, schema: { tags: ['user'], summary: "The signed-in user's shell preferences", answer: { data: settingsAnswer } } }, async (request) => {
    const [row] = await db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.user_id, userId(request)));
    return ok({ settings: readShellSettings(row?.settings), saved: row !== undefined });
  });

  app.put('/api/user/settings', { config: signedIn, schema: { tags: ['user'], summary: "Saves the signed-in user's shell preferences", body: shellSettingsSchema, answer: { data: settingsAnswer } } }, async (request) => {
    const settings = parseOr400(shellSettingsSchema, request.body);
    await db
      .insert(userSettings)
      .values({ user_id: userId(request), settings })
      .onConflictDoUpdate({ target: userSettings.user_id, set: { settings, updatedAt: sql`now()` } });
    return ok({ settings, saved: true });
  });
};
