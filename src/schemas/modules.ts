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
  { key: 'salesModule', label: { pl: 'Sprzedaż', en: 'Sales', de: 'Vertrieb', fr: 'Ventes' }, clientAccess: true },
  { key: 'users', label: { pl: 'Użytkownicy', en: 'Users', de: 'Benutzer', fr: 'Utilisateurs' }, clientAccess: false },
  { key: 'rolegroups', label: { pl: 'Grupy dostępu', en: 'Access groups', de: 'Zugriffsgruppen', fr: "Groupes d'accès" }, clientAccess: false },
];

/** Every access key: the modules' and each entity's (an entity may share a module's key). */
export const allAccessKeys = (): string[] => [...new Set([...MODULES.map((m) => m.key), ...registry.map((e) => e.access)])];
