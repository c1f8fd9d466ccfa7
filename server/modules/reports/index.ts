import type { ServerModule } from '../../core/entityHooks';
import { reportRoutes } from './routes';

/** The reports of every module: run, exported as a spreadsheet, and their saved variants. */
export const reportsModule: ServerModule = { name: 'reports', routes: reportRoutes };
