import type { ServerModule } from '../../core/entityHooks';
import { analyticsRoutes } from './routes';

/** The dashboards' figures: analyses, key figures and their trends. */
export const dashboardsModule: ServerModule = { name: 'dashboards', routes: analyticsRoutes };
