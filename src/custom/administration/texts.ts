import { moduleTexts } from '../../i18n/moduleTexts';
import type { Label } from '../../schemas/core';
import { L } from '../../schemas/core';

/** The administration module's texts: an access group's form and its rights matrix; `%{name}` marks a parameter. */
export const TEXTS = {
  roleGroupBasics: L('Dane grupy', 'Group', 'Gruppe', 'Groupe'),
  roleGroupRights: L('Uprawnienia', 'Rights', 'Rechte', 'Droits'),
  roleGroupRightsHelp: L('Modyfikacja obejmuje odczyt. Zabroniony wyklucza odczyt i modyfikację i ma pierwszeństwo przed uprawnieniami z innych grup.', 'Modify includes read. Forbidden excludes read and modify and overrides rights from other groups.', 'Ändern schließt Lesen ein. Verboten schließt Lesen und Ändern aus und hat Vorrang vor Rechten aus anderen Gruppen.', "Modification inclut la lecture. Interdit exclut lecture et modification et l'emporte sur les droits des autres groupes."),
  roleGroupMembers: L('Członkowie', 'Members', 'Mitglieder', 'Membres'),
  roleGroupUsers: L('Użytkownicy', 'Users', 'Benutzer', 'Utilisateurs'),
  roleGroupCustomers: L('Klienci', 'Customers', 'Kunden', 'Clients'),
  roleGroupCustomersHelp: L('Klienci, których dane widzą członkowie grupy.', "Customers whose records the group's members see.", 'Kunden, deren Daten die Mitglieder der Gruppe sehen.', 'Clients dont les membres du groupe voient les données.'),
  roleGroupAllCustomers: L('Grupa ma dostęp do wszystkich klientów, więc ta lista nie jest brana pod uwagę.', 'The group has access to all customers, so this list is ignored.', 'Die Gruppe hat Zugriff auf alle Kunden, daher wird diese Liste nicht berücksichtigt.', "Le groupe a accès à tous les clients, cette liste n'est donc pas prise en compte."),
  rightsFilter: L('Szukaj modułu', 'Find module', 'Modul suchen', 'Rechercher un module'),
  rightsModule: L('Moduł', 'Module', 'Modul', 'Module'),
  rightsRead: L('Odczyt', 'Read', 'Lesen', 'Lecture'),
  rightsModify: L('Modyfikacja', 'Modify', 'Ändern', 'Modification'),
  rightsForbidden: L('Zabroniony', 'Forbidden', 'Verboten', 'Interdit'),
  rightsColumn: L('%{column} – wszystkie widoczne moduły', '%{column} – all modules shown', '%{column} – alle angezeigten Module', '%{column} – tous les modules affichés'),
  rightsCell: L('%{column} – %{module}', '%{column} – %{module}', '%{column} – %{module}', '%{column} – %{module}'),
  rightsClientHint: L('Grupa klientów: moduły niedostępne dla klientów są wyszarzone i nie zostaną zapisane.', 'Client group: modules not available to clients are greyed out and will not be saved.', 'Kundengruppe: Module, die Kunden nicht zur Verfügung stehen, sind ausgegraut und werden nicht gespeichert.', 'Groupe de clients : les modules non disponibles pour les clients sont grisés et ne seront pas enregistrés.'),
  rightsNotForClients: L('niedostępne dla klientów', 'not available to clients', 'für Kunden nicht verfügbar', 'non disponible pour les clients'),
  rightsNoMatch: L('Brak modułów pasujących do „%{text}”.', 'No module matches "%{text}".', 'Kein Modul passt zu „%{text}“.', 'Aucun module ne correspond à « %{text} ».'),
  rightsLoadError: L('Nie udało się wczytać listy modułów.', 'The list of modules could not be loaded.', 'Die Liste der Module konnte nicht geladen werden.', "La liste des modules n'a pas pu être chargée."),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The texts in the user's language, in a screen: `const { t } = useText()`. */
export const { useText } = moduleTexts(TEXTS);
