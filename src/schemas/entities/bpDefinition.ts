import { defineEntity, L } from '../core';
import { DEFINITION_STATUS_OPTIONS, PROCESS_OWNER_OPTIONS } from '../bp/options';

/** At most this many characters of a definition's stages text (100 stages with their code). */
export const MAX_STAGES_TEXT = 900_000;

/**
 * A business-process definition (spec §3): its stages and the editor's positions of them travel
 * as text wrapping an object with an array field (`{"stages":[…]}`, `{"stageSettingsList":[…]}`;
 * `src/schemas/bp/graph.ts` reads and checks them). While active, every new record of its owner
 * type starts an instance of it (`bp_exemplar`). Saving validates the graph and compiles every code
 * field: the generic routes run the hooks of `server/modules/processes/routes/businessProcesses.ts`.
 */
export const bpDefinition = defineEntity({
  name: 'bp_definition',
  label: { one: L('Definicja procesu', 'Process definition', 'Prozessdefinition', 'Définition de processus'), many: L('Definicje procesów biznesowych', 'Business-process definitions', 'Geschäftsprozessdefinitionen', 'Définitions des processus métier'), create: { pl: 'Nowa definicja procesu', en: 'New process definition', de: 'Neue Prozessdefinition', fr: 'Nouvelle définition de processus' } },
  menu: 'administration/bp/bp-definitions',
  detail: 'administration/bp/bp-definition-detail',
  access: 'bpDefinitions',
  endpoints: {
    list: { method: 'GET', path: '/bp_definitions' },
    getOne: { method: 'GET', path: '/bp_definition/:id' },
    create: { method: 'POST', path: '/bp_definition' },
    update: { method: 'PUT', path: '/bp_definition' },
    // The spec deletes with `POST /bp_definition`, the path that also creates; a delete has a path of its own.
    delete: { method: 'POST', path: '/bp_definition/delete' },
  },
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id', inList: true },
    description: { type: 'text', label: L('Opis', 'Description', 'Beschreibung', 'Description'), required: true, maxLength: 200, inList: true, filter: 'q' },
    ownerObjectName: { type: 'select', label: L('Obiekt właściciela', 'Owner object', 'Bezugsobjekt', 'Objet propriétaire'), required: true, default: 'reclamation', options: PROCESS_OWNER_OPTIONS, inList: true, filter: 'eq' },
    isActive: {
      type: 'boolean',
      label: L('Uruchamiaj dla nowych', 'Start for new records', 'Für neue Datensätze starten', 'Démarrer pour les nouveaux'),
      help: L('Każdy nowy rekord tego typu rozpoczyna proces', 'Every new record of this type starts the process', 'Jeder neue Datensatz dieses Typs startet den Prozess', 'Chaque nouvel enregistrement de ce type démarre le processus'),
      default: false,
      inList: true,
      filter: 'eq',
    },
    status: { type: 'select', label: L('Status', 'Status', 'Status', 'Statut'), required: true, default: 'Active', options: DEFINITION_STATUS_OPTIONS, inList: true, filter: 'eq' },
    stages: { type: 'longText', format: 'stages', label: L('Etapy', 'Stages', 'Phasen', 'Étapes'), maxLength: MAX_STAGES_TEXT },
    stageSettingsList: { type: 'longText', format: 'stageSettings', label: L('Układ etapów', 'Stage layout', 'Phasenlayout', 'Disposition des étapes'), maxLength: 100_000 },
    createdAt: { type: 'datetime', label: L('Utworzono', 'Created', 'Erstellt', 'Créé le'), readOnly: true, inList: true },
  },
  layout: [{ fields: ['description', 'ownerObjectName', 'isActive', 'status'] }, { fields: ['stages', 'stageSettingsList'] }],
  defaultSort: { field: 'id', order: 'DESC' },
});
