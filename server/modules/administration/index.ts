import type { ServerModule } from '../../core/entityHooks';
import { roleGroupRoutes } from './routes/roleGroups';
import { userRoutes } from './routes/users';

/** Users and role groups with their rights (both stored in tables of their own, so served by their own routes). */
export const administrationModule: ServerModule = {
  name: 'administration',
  routes: async (app) => {
    await app.register(userRoutes);
    await app.register(roleGroupRoutes);
  },
};
