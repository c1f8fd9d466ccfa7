import { asc } from 'drizzle-orm';
import { serializeStages } from '../../../src/schemas/bp/graph';
import { newStage } from '../../../src/schemas/bp/stages';
import type { Db } from '../../db/connection';
import { entityTable, linesTable, users } from '../../db/tables';

/**
 * Who does the work in the demo: an executor for every user (the administrator), a service team
 * and the quality department; two roles, three task templates, and an active reclamation process
 * with a condition (a claim over 1000 zł gets an inspection at the customer's first).
 */
export const seedProcessesDemo = async (tx: Db) => {
  await tx.insert(entityTable('document_numerator')).values({ description: 'Zadania', documentType: 'task', prefix: 'ZAD', format: '{prefix}/{number}/{year}', padding: 5 }).onConflictDoNothing();
  const executor = entityTable('executor');
  const people = await tx.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.id));
  const personal = people.length > 0 ? await tx.insert(executor).values(people.map((u, i) => ({ code: `U${i + 1}`, name: u.name || `Użytkownik ${i + 1}`, userId: u.id }))).returning({ id: executor.id }) : [];
  const [service, quality] = await tx
    .insert(executor)
    .values([
      { code: 'SERWIS-1', name: 'Serwis – ekipa 1' },
      { code: 'JAKOSC', name: 'Dział jakości' },
    ])
    .returning({ id: executor.id });
  const role = entityTable('executor_role');
  const [complaints, serviceRole] = await tx.insert(role).values([{ name: 'Dział reklamacji' }, { name: 'Serwis' }]).returning({ id: role.id });
  const members = linesTable('executor_role', 'executors');
  await tx.insert(members).values([
    ...personal.map((p, i) => ({ executorRoleId: complaints.id, executorId: p.id, lineIndex: i })),
    { executorRoleId: complaints.id, executorId: quality.id, lineIndex: personal.length },
    { executorRoleId: serviceRole.id, executorId: service.id, lineIndex: 0 },
  ]);
  await tx.insert(entityTable('task_template')).values([
    { name: 'Oględziny u klienta', description: 'Umówić termin, obejrzeć wyrób na miejscu, zrobić zdjęcia.', executorRoleId: serviceRole.id, term: 3 },
    { name: 'Decyzja reklamacyjna', description: 'Rozpatrzyć reklamację i wpisać decyzję.', executorRoleId: complaints.id, term: 2 },
    { name: 'Kontakt z klientem', description: 'Zadzwonić do klienta i potwierdzić szczegóły zgłoszenia.', executorId: personal[0]?.id ?? quality.id, term: 1 },
  ]);
  const stages = [
    newStage({ id: 'weryfikacja', text: 'Weryfikacja zgłoszenia', next: 'kwota', executionTerm: 1, executorRoleId: complaints.id }),
    newStage({ id: 'kwota', text: 'Roszczenie powyżej 1000 zł?', isCondition: true, conditionCode: 'return Number(owner.amount) > 1000;', next: 'ogledziny', nextNo: 'decyzja' }),
    newStage({ id: 'ogledziny', text: 'Oględziny u klienta', next: 'decyzja', executionTerm: 3, executorRoleId: serviceRole.id }),
    newStage({
      id: 'decyzja',
      text: 'Decyzja reklamacyjna',
      executionTerm: 2,
      executorRoleId: complaints.id,
      beforeExecution: "if (!task.executionResult) return 'wpisz decyzję w wyniku wykonania';\nreturn true;",
      onExecution: "owner.set('internal_comment', 'Decyzja: ' + task.executionResult);\nlog('decyzja zapisana w uwagach wewnętrznych');",
    }),
  ];
  await tx.insert(entityTable('bp_definition')).values({
    description: 'Obsługa reklamacji',
    ownerObjectName: 'reclamation',
    isActive: true,
    status: 'Active',
    stages: serializeStages(stages),
    stageSettingsList: '',
  });
};

