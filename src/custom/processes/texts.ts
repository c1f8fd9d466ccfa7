import { moduleTexts } from '../../i18n/moduleTexts';
import type { Label } from '../../schemas/core';
import { L } from '../../schemas/core';

/** The processes module's texts: tasks and internal messages (the stage editor has its own, stageEditor/texts.ts); `%{name}` marks a parameter. */
export const TEXTS = {
  taskScope: L('Zakres zadań', 'Tasks shown', 'Angezeigte Aufgaben', 'Tâches affichées'),
  taskScope_mine: L('Moje', 'Mine', 'Meine', 'Les miennes'),
  taskScope_roles: L('Moich ról', 'My roles', 'Meiner Rollen', 'De mes rôles'),
  taskScope_all: L('Wszystkie', 'All', 'Alle', 'Toutes'),
  taskAssignee: L('Wykonawca / rola', 'Executor / role', 'Bearbeiter / Rolle', 'Exécutant / rôle'),
  taskRoleAssignee: L('%{name} (rola)', '%{name} (role)', '%{name} (Rolle)', '%{name} (rôle)'),
  taskExecutedAt: L('Wykonane %{date}', 'Executed %{date}', 'Erledigt %{date}', 'Exécutée le %{date}'),
  taskOpen: L('Otwarte', 'Open', 'Offen', 'Ouverte'),
  taskTitle: L('Zadanie %{number}', 'Task %{number}', 'Aufgabe %{number}', 'Tâche %{number}'),
  taskFacts: L('Przebieg zadania', 'Task progress', 'Verlauf der Aufgabe', 'Suivi de la tâche'),
  taskYes: L('Tak', 'Yes', 'Ja', 'Oui'),
  taskNo: L('Nie', 'No', 'Nein', 'Non'),
  taskStage: L('Etap procesu', 'Process stage', 'Prozessphase', 'Étape du processus'),
  taskSaveFirst: L('Pliki można dodać po zapisaniu zadania.', 'Files can be added once the task is saved.', 'Dateien können hinzugefügt werden, sobald die Aufgabe gespeichert ist.', 'Les fichiers peuvent être ajoutés une fois la tâche enregistrée.'),
  taskTemplateError: L('Nie udało się wczytać szablonu zadania.', 'The task template could not be loaded.', 'Die Aufgabenvorlage konnte nicht geladen werden.', "Le modèle de tâche n'a pas pu être chargé."),
  taskAccept: L('Przyjmij', 'Accept', 'Annehmen', 'Accepter'),
  taskExecute: L('Wykonaj', 'Execute', 'Erledigen', 'Exécuter'),
  taskCancelExecution: L('Anuluj wykonanie', 'Cancel execution', 'Erledigung aufheben', "Annuler l'exécution"),
  taskRedirect: L('Przekieruj', 'Redirect', 'Weiterleiten', 'Rediriger'),
  taskSendResult: L('Wyślij wynik', 'Send result', 'Ergebnis senden', 'Envoyer le résultat'),
  taskResult: L('Wynik wykonania', 'Result', 'Ergebnis', 'Résultat'),
  taskCancelReason: L('Powód anulowania wykonania', 'Why the execution is cancelled', 'Grund für die Aufhebung', "Motif de l'annulation"),
  taskRedirectStage: L('Etap docelowy', 'Target stage', 'Zielphase', 'Étape cible'),
  taskAccepted: L('Zadanie przyjęte do wykonania.', 'The task is accepted.', 'Die Aufgabe wurde angenommen.', 'La tâche est acceptée.'),
  taskExecuted: L('Zadanie wykonane.', 'The task is executed.', 'Die Aufgabe ist erledigt.', 'La tâche est exécutée.'),
  taskExecutionCancelled: L('Wykonanie zadania anulowane.', 'The execution is cancelled.', 'Die Erledigung wurde aufgehoben.', "L'exécution est annulée."),
  taskRedirected: L('Zadanie przekierowane.', 'The task is redirected.', 'Die Aufgabe wurde weitergeleitet.', 'La tâche est redirigée.'),
  taskResultSent: L('Wynik wysłany do zlecającego.', 'The result was sent to whoever assigned the task.', 'Das Ergebnis wurde an den Auftraggeber gesendet.', 'Le résultat a été envoyé au demandeur.'),
  taskExecutedLocked: L('Wykonanego zadania nie można zmieniać; aby je zmienić, anuluj wykonanie.', 'An executed task cannot be changed; cancel its execution to change it.', 'Eine erledigte Aufgabe kann nicht geändert werden; heben Sie dazu die Erledigung auf.', 'Une tâche exécutée ne peut pas être modifiée ; annulez son exécution pour la modifier.'),
  taskNew: L('Nowe zadanie', 'New task', 'Neue Aufgabe', 'Nouvelle tâche'),
  tasksEmpty: L('Brak zadań.', 'No tasks.', 'Keine Aufgaben.', 'Aucune tâche.'),
  imSystem: L('System', 'System', 'System', 'Système'),
  imOpenTask: L('Otwórz zadanie', 'Open task', 'Aufgabe öffnen', 'Ouvrir la tâche'),
  orderTitle: L('Nr %{number} od %{date}', 'No. %{number} of %{date}', 'Nr. %{number} vom %{date}', 'N° %{number} du %{date}'),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The texts in the user's language, in a screen: `const { t } = useText()`. */
export const { useText } = moduleTexts(TEXTS);
