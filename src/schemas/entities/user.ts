import { common, defineEntity } from '../core';

/** People who sign in. Passwords are hashed and sessions kept by hand-written server code. */
export const user = defineEntity({
  name: 'user',
  label: {
    one: { pl: 'Użytkownik', en: 'User', de: 'Benutzer', fr: 'Utilisateur' },
    many: { pl: 'Użytkownicy', en: 'Users', de: 'Benutzer', fr: 'Utilisateurs' },

    create: { pl: 'Nowy użytkownik', en: 'New user', de: 'Neuer Benutzer', fr: 'Nouvel utilisateur' },
  },
  menu: 'administration/users-access/users',
  detail: 'administration/users-access/user-detail',
  access: 'users',
  storage: 'custom',
  endpoints: {
    list: { method: 'GET', path: '/getallusers' },
    getOne: { method: 'GET', path: '/getuserdetails/:id' },
    create: { method: 'POST', path: '/adduser' },
    update: { method: 'PUT', path: '/edituser' },
    delete: { method: 'POST', path: '/deleteuser' },
  },
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    name: { type: 'text', label: common.name, required: true, maxLength: 200, inList: true, filter: 'q' },
    email: { type: 'text', format: 'email', label: common.email, required: true, maxLength: 254, unique: true, inList: true, filter: 'q' },
    password: { type: 'password', label: { pl: 'Hasło', en: 'Password', de: 'Passwort', fr: 'Mot de passe' }, required: true },
    user_status: {
      type: 'select',
      label: { pl: 'Status', en: 'Status', de: 'Status', fr: 'Statut' },
      default: 1,
      required: true,
      inList: true,
      filter: 'eq',
      options: [
        { id: 1, label: { pl: 'Aktywny', en: 'Active', de: 'Aktiv', fr: 'Actif' } },
        { id: 0, label: { pl: 'Nieaktywny', en: 'Inactive', de: 'Inaktiv', fr: 'Inactif' } },
      ],
    },
    user_type: {
      type: 'select',
      label: { pl: 'Rodzaj użytkownika', en: 'User type', de: 'Benutzerart', fr: "Type d'utilisateur" },
      default: 1,
      required: true,
      inList: true,
      filter: 'eq',
      options: [
        { id: 1, label: { pl: 'Pracownik', en: 'Staff', de: 'Mitarbeiter', fr: 'Personnel' } },
        { id: 2, label: { pl: 'Klient', en: 'Client', de: 'Kunde', fr: 'Client' } },
      ],
    },
  },
  defaultSort: { field: 'name', order: 'ASC' },
});
