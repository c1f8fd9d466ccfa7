// `npm run db:generate [name]`: writes a migration for the tables the code declares.
import { pendingSchemaChange, writeMigration } from './migrations';

const { statements, snapshot } = await pendingSchemaChange();
if (statements.length === 0) {
  console.log('The migrations already match the schema.');
} else {
  console.log(`Wrote server/db/migrations/${writeMigration(statements, snapshot, process.argv[2] ?? 'schema_change')}.sql`);
}
