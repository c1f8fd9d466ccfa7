import type { ServerModule } from '../../core/entityHooks';
import { bpDefinitionHooks, businessProcessRoutes } from './routes/businessProcesses';
import { internalMessageHooks, internalMessageRoutes } from './routes/internalMessages';
import { taskHooks, taskRoutes } from './routes/tasks';

/** Tasks, business processes (their definitions and the workflow engine) and internal messages. */
export const processesModule: ServerModule = {
  name: 'processes',
  hooks: [taskHooks, bpDefinitionHooks, internalMessageHooks],
  routes: async (app) => {
    await app.register(taskRoutes);
    await app.register(businessProcessRoutes);
    await app.register(internalMessageRoutes);
  },
};
