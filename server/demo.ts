import type { Db } from './db/connection';
import { seedEmployeesDemo } from './modules/administration/demo';
import { seedMailboxDemo } from './modules/mailbox/demo';
import { seedProcessesDemo } from './modules/processes/demo';
import { seedReclamationsDemo } from './modules/reclamations/demo';
import { seedSalesDemo } from './modules/sales/demo';

/**
 * Demo customers, employees, products, reclamations, orders, delivery documents and offer requests
 * for a portal started with `npm start`. Every document is numbered by its numerator like any other
 * (so the numerators go on from the demo's numbers), and every date counts back from the day of
 * seeding: none is after it. Tests make their own data instead.
 */
export const seedDemoData = async (db: Db) =>
  db.transaction(async (tx) => {
    const customers = await seedSalesDemo(tx);
    await seedEmployeesDemo(tx);
    await seedProcessesDemo(tx);
    await seedMailboxDemo(tx);
    await seedReclamationsDemo(tx, customers);
  });
