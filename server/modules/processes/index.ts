import type { ServerModule } from '../../core/entityHooks';
import { businessProcessRoutes } from './routes/businessProcesses';
import { internalMessageRoutes } from './routes/internalMessages';
import { taskRoutes } from './routes/tasks';

/** Tasks, business processes (their definitions and the workflow engine) and internal messages. */
export const processesModule: ServerModule = {
  name: 'processes',
  routes: async (app) => {
    await app.register(taskRoutes);
    await app.register(businessProcessRoutes);
    await app.register(internalMessageRoutes);
  },
};
