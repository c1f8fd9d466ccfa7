import { common, defineEntity, verbEndpoints } from '../core';

export const reclamationSubject = defineEntity({
  name: 'reclamation_subject',
  label: {
    one: { pl: 'Przedmiot zlecenia', en: 'Order subject', de: 'Auftragsgegenstand', fr: 'Objet de la commande' },
    many: { pl: 'Przedmioty zlecenia', en: 'Order subjects', de: 'Auftragsgegenstände', fr: 'Objets de la commande' },

    create: { pl: 'Nowy przedmiot zlecenia', en: 'New order subject', de: 'Neuer Auftragsgegenstand', fr: 'Nouvel objet de commande' },
  },
  menu: 'reclcatalogs/reclsubjects',
  endpoints: verbEndpoints('reclamationsubject'),
  recordRepresentation: 'code',
  fields: {
    id: { type: 'id' },
    code: { type: 'text', label: common.code, required: true, maxLength: 30, unique: true, inList: true, filter: 'q' },
    description: { type: 'text', label: common.description, maxLength: 200, inList: true, filter: 'q' },
  },
  defaultSort: { field: 'code', order: 'ASC' },
});
