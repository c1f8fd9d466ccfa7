import type { Label } from './core';
import { registry } from './registry';

/**
 * The access keys of the portal's modules that are not a registered entity (screens built by
 * hand). Together with the entities' keys they are every key an access group can grant.
 * `clientAccess` marks what a client user's group (user_type 2) may hold.
 */
export type ModuleKey = { readonly key: string; readonly label: Label; readonly clientAccess: boolean };

export const MODULES: readonly ModuleKey[] = [
  { key: 'reclamations', label: { pl: 'Reklamacje', en: 'Reclamations', de: 'Reklamationen', fr: 'Réclamations' }, clientAccess: true },
  { key: 'allTasks', label: { pl: 'Wszystkie zadania', en: 'All tasks', de: 'Alle Aufgaben', fr: 'Toutes les tâches' }, clientAccess: false },
  { key: 'dashboards', label: { pl: 'Pulpity i analizy', en: 'Dashboards and analytics', de: 'Dashboards und Analysen', fr: 'Tableaux de bord et analyses' }, clientAccess: false },
  { key: 'salesModule', label: { pl: 'Sprzedaż', en: 'Sales', de: 'Vertrieb', fr: 'Ventes' }, clientAccess: true },
  // Reading the mail of the accounts one may use, sending mail and linking it to records.
  { key: 'mailbox', label: { pl: 'Poczta', en: 'Mailbox', de: 'Postfach', fr: 'Messagerie' }, clientAccess: false },
];

/** Every access key: the modules' and each entity's (an entity may share a module's key). */
export const allAccessKeys = (): string[] => [...new Set([...MODULES.map((m) => m.key), ...registry.map((e) => e.access)])];

/** The keys a client user's group may hold (spec §5: settings without client access are dropped). */
export const clientAccessKeys = (): string[] => [
  ...new Set([...MODULES.filter((m) => m.clientAccess).map((m) => m.key), ...registry.filter((e) => e.clientAccess).map((e) => e.access)]),
];
