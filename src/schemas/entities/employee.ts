import { common, defineEntity, restEndpoints } from '../core';

export const employee = defineEntity({
  name: 'employee',
  label: {
    one: { pl: 'Pracownik', en: 'Employee', de: 'Mitarbeiter', fr: 'Employé' },
    many: { pl: 'Pracownicy', en: 'Employees', de: 'Mitarbeiter', fr: 'Employés' },

    create: { pl: 'Nowy pracownik', en: 'New employee', de: 'Neuer Mitarbeiter', fr: 'Nouvel employé' },
  },
  menu: 'administration/othersettings/employees',
  detail: 'administration/othersettings/employee-detail',
  access: 'employees',
  endpoints: restEndpoints('employee'),
  recordRepresentation: 'lastName',
  fields: {
    id: { type: 'id', inList: true },
    firstName: { type: 'text', label: { pl: 'Imię', en: 'First name', de: 'Vorname', fr: 'Prénom' }, required: true, maxLength: 100, inList: true, filter: 'q' },
    lastName: { type: 'text', label: { pl: 'Nazwisko', en: 'Last name', de: 'Nachname', fr: 'Nom' }, required: true, maxLength: 100, inList: true, filter: 'q' },
    position: { type: 'text', label: { pl: 'Stanowisko', en: 'Position', de: 'Position', fr: 'Poste' }, maxLength: 100, inList: true, filter: 'q' },
    email: { type: 'text', format: 'email', label: common.email, maxLength: 254, inList: true },
    phone: { type: 'text', label: common.phone, maxLength: 30 },
    userId: { type: 'reference', target: 'user', label: { pl: 'Konto użytkownika', en: 'User account', de: 'Benutzerkonto', fr: 'Compte utilisateur' }, unique: true },
    active: { type: 'boolean', label: common.active, default: true, inList: true, filter: 'eq' },
    createdAt: { type: 'datetime', label: common.createdAt, readOnly: true, inList: true },
  },
  defaultSort: { field: 'lastName', order: 'ASC' },
});
