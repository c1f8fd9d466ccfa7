import { common, defineEntity, restEndpoints } from '../core';

/**
 * An access group: rights per access key (`settings[]`), its users and, for client groups, the
 * customers whose records its members may see. The lists travel with the group and are stored
 * by hand-written server code.
 */
export const roleGroup = defineEntity({
  name: 'role_group',
  label: {
    one: { pl: 'Grupa dostępu', en: 'Access group', de: 'Zugriffsgruppe', fr: "Groupe d'accès" },
    many: { pl: 'Grupy dostępu', en: 'Access groups', de: 'Zugriffsgruppen', fr: "Groupes d'accès" },

    create: { pl: 'Nowa grupa dostępu', en: 'New access group', de: 'Neue Zugriffsgruppe', fr: "Nouveau groupe d'accès" },
  },
  menu: 'administration/users-access/rolegroups',
  detail: 'administration/users-access/rolegroup-detail',
  access: 'rolegroups',
  storage: 'custom',
  endpoints: restEndpoints('rolegroup'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, inList: true, filter: 'q' },
    user_type: {
      type: 'select',
      label: { pl: 'Rodzaj użytkowników', en: 'User type', de: 'Benutzerart', fr: "Type d'utilisateurs" },
      default: 1,
      required: true,
      inList: true,
      filter: 'eq',
      options: [
        { id: 1, label: { pl: 'Pracownicy', en: 'Staff', de: 'Mitarbeiter', fr: 'Personnel' } },
        { id: 2, label: { pl: 'Klienci', en: 'Clients', de: 'Kunden', fr: 'Clients' } },
      ],
    },
    all_clients_access: {
      type: 'boolean',
      label: { pl: 'Dostęp do wszystkich klientów', en: 'Access to all customers', de: 'Zugriff auf alle Kunden', fr: 'Accès à tous les clients' },
      inList: true,
    },
  },
  defaultSort: { field: 'description', order: 'ASC' },
});
