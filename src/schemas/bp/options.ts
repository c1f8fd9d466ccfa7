import type { SelectOption } from '../core';
import { L } from '../core';

/**
 * The records a business process or a task may belong to (spec §3 `ownerObjectName`, a task's
 * `ownerType`). Processes start for reclamations, orders and offer requests; a task may also
 * belong to a project.
 */
export const PROCESS_OWNER_OPTIONS = [
  { id: 'reclamation', label: L('Reklamacja', 'Reclamation', 'Reklamation', 'Réclamation') },
  { id: 'sales_order', label: L('Zamówienie', 'Order', 'Auftrag', 'Commande') },
  { id: 'customer_request', label: L('Zapytanie ofertowe', 'Offer request', 'Angebotsanfrage', "Demande d'offre") },
] as const satisfies readonly SelectOption[];

export const TASK_OWNER_OPTIONS = [
  ...PROCESS_OWNER_OPTIONS,
  { id: 'project', label: L('Projekt', 'Project', 'Projekt', 'Projet') },
] as const satisfies readonly SelectOption[];

export type ProcessOwner = (typeof PROCESS_OWNER_OPTIONS)[number]['id'];
export type TaskOwner = (typeof TASK_OWNER_OPTIONS)[number]['id'];

/**
 * A task's importance, with the specification's codes (spec §3 "NOT_SET, HIGHT, NORMAL, LOW",
 * default NOT_SET; `HIGHT` is its spelling of high).
 */
export const IMPORTANCE_OPTIONS = [
  { id: 'NOT_SET', label: L('Nie określono', 'Not set', 'Nicht festgelegt', 'Non définie') },
  { id: 'LOW', label: L('Niska', 'Low', 'Niedrig', 'Basse') },
  { id: 'NORMAL', label: L('Normalna', 'Normal', 'Normal', 'Normale') },
  { id: 'HIGHT', label: L('Wysoka', 'High', 'Hoch', 'Haute') },
] as const satisfies readonly SelectOption[];

/** `HIGH`, the code the portal stored before it took the specification's, is still taken as high (migration 0017 moved the stored ones). */
export const IMPORTANCE_ALIASES = { HIGH: 'HIGHT' } as const;

/**
 * A definition's status (spec §3: default Active; further values are not shown): an archived
 * definition is kept for the processes it started but starts no new one.
 */
export const DEFINITION_STATUS_OPTIONS = [
  { id: 'Active', label: L('Aktywna', 'Active', 'Aktiv', 'Active') },
  { id: 'Archived', label: L('Zarchiwizowana', 'Archived', 'Archiviert', 'Archivée') },
] as const satisfies readonly SelectOption[];

/** A process instance runs until its last stage is done, or an administrator stops it. */
export const EXEMPLAR_STATUS_OPTIONS = [
  { id: 'Active', label: L('W toku', 'Running', 'Läuft', 'En cours') },
  { id: 'Finished', label: L('Zakończony', 'Finished', 'Abgeschlossen', 'Terminé') },
  { id: 'Stopped', label: L('Zatrzymany', 'Stopped', 'Angehalten', 'Arrêté') },
] as const satisfies readonly SelectOption[];

export const PROJECT_STATUS_OPTIONS = [
  { id: 'Ongoing', label: L('W realizacji', 'Ongoing', 'Laufend', 'En cours') },
  { id: 'Suspended', label: L('Wstrzymany', 'Suspended', 'Angehalten', 'Suspendu') },
  { id: 'Finished', label: L('Zakończony', 'Finished', 'Abgeschlossen', 'Terminé') },
  { id: 'Canceled', label: L('Anulowany', 'Canceled', 'Storniert', 'Annulé') },
] as const satisfies readonly SelectOption[];

export const EMAIL_BODY_TYPE_OPTIONS = [
  { id: 'html', label: L('HTML', 'HTML', 'HTML', 'HTML') },
  { id: 'text', label: L('Tekst', 'Text', 'Text', 'Texte') },
] as const satisfies readonly SelectOption[];
