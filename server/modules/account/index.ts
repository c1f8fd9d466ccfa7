import type { ServerModule } from '../../core/entityHooks';
import { authRoutes } from './routes/auth';
import { userSettingsRoutes } from './routes/userSettings';

/** Signing in, up and out, the password, and the user's own settings. */
export const accountModule: ServerModule = {
  name: 'account',
  routes: async (app) => {
    await app.register(authRoutes);
    await app.register(userSettingsRoutes);
  },
};
