import type { ServerModule } from '../core/entityHooks';
import { accountModule } from './account';
import { administrationModule } from './administration';
import { dashboardsModule } from './dashboards';
import { mailboxModule } from './mailbox';
import { processesModule } from './processes';
import { reclamationsModule } from './reclamations';
import { reportsModule } from './reports';
import { salesModule } from './sales';

/** Every module of the server, in the order their routes are registered. */
export const modules: readonly ServerModule[] = [
  accountModule,
  administrationModule,
  reclamationsModule,
  salesModule,
  processesModule,
  reportsModule,
  dashboardsModule,
  mailboxModule,
];
