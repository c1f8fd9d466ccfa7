import type { ServerModule } from '../../core/entityHooks';
import { productionOrderHooks } from './hooks';
import { protocolRoutes } from './routes/protocols';
import { reclamationHooks, reclamationRoutes } from './routes/reclamations';
import { statisticsRoutes } from './routes/statistics';

/** Reclamations: their positions, history, reminders, protocols and statistics. */
export const reclamationsModule: ServerModule = {
  name: 'reclamations',
  hooks: [reclamationHooks, productionOrderHooks],
  routes: async (app) => {
    await app.register(reclamationRoutes);
    await app.register(protocolRoutes);
    await app.register(statisticsRoutes);
  },
};
