import { moduleTexts } from '../../../i18n/moduleTexts';
import type { Label } from '../../../schemas/core';
import { L } from '../../../schemas/core';

/** The texts of a process definition's stages section and its dry run; `%{name}` marks a parameter. */
export const TEXTS = {
  bpStages: L('Etapy procesu', 'Process stages', 'Prozessphasen', 'Étapes du processus'),
  bpStagesInvalid: L('Zapisanych etapów nie da się odczytać (%{message}). Popraw ich tekst poniżej.', 'The saved stages cannot be read (%{message}). Correct their text below.', 'Die gespeicherten Phasen können nicht gelesen werden (%{message}). Korrigieren Sie den Text unten.', 'Les étapes enregistrées sont illisibles (%{message}). Corrigez leur texte ci-dessous.'),
  bpSettingsInvalid: L('Układu etapów nie da się odczytać (%{message}); etapy zostaną rozmieszczone od nowa.', 'The stage layout cannot be read (%{message}); the stages are laid out anew.', 'Das Phasenlayout kann nicht gelesen werden (%{message}); die Phasen werden neu angeordnet.', 'La disposition des étapes est illisible (%{message}) ; les étapes sont disposées à nouveau.'),
  bpDryRun: L('Wypróbuj na rekordzie', 'Try on a record', 'An einem Datensatz testen', 'Essayer sur un enregistrement'),
  bpDryRunHelp: L('Proces w obecnej, także niezapisanej postaci zostanie przeliczony na wybranym rekordzie. Nic nie zostanie zapisane.', 'The process as it is drawn now, saved or not, is run on the chosen record. Nothing is saved.', 'Der Prozess wird in seiner aktuellen, auch ungespeicherten Form am gewählten Datensatz durchgespielt. Es wird nichts gespeichert.', "Le processus tel qu'il est dessiné, enregistré ou non, est exécuté sur l'enregistrement choisi. Rien n'est enregistré."),
  bpDryRunRecord: L('%{type} do próby', '%{type} to try on', '%{type} zum Testen', "%{type} pour l'essai"),
  bpDryRunStart: L('Uruchom', 'Run', 'Starten', 'Lancer'),
  bpDryRunSteps: L('Kroki procesu', 'Process steps', 'Prozessschritte', 'Étapes parcourues'),
  bpDryRunEmpty: L('Proces nie wykonał żadnego kroku.', 'The process took no step.', 'Der Prozess hat keinen Schritt ausgeführt.', "Le processus n'a effectué aucune étape."),
  bpDryRunKind_task: L('Zadanie', 'Task', 'Aufgabe', 'Tâche'),
  bpDryRunKind_condition: L('Warunek', 'Condition', 'Bedingung', 'Condition'),
  bpDryRunKind_end: L('Koniec', 'End', 'Ende', 'Fin'),
  bpDryRunKind_error: L('Błąd', 'Error', 'Fehler', 'Erreur'),
  bpDryRunResult: L('Warunek: %{result}', 'Condition: %{result}', 'Bedingung: %{result}', 'Condition : %{result}'),
  bpDryRunYes: L('tak', 'yes', 'ja', 'oui'),
  bpDryRunNo: L('nie', 'no', 'nein', 'non'),
  bpDryRunTask: L('Zadanie „%{name}”, termin %{date}', 'Task "%{name}", due %{date}', 'Aufgabe „%{name}“, fällig am %{date}', 'Tâche « %{name} », échéance le %{date}'),
  bpDryRunExecutor: L('wykonawca: %{name}', 'executor: %{name}', 'Bearbeiter: %{name}', 'exécutant : %{name}'),
  bpDryRunRole: L('rola: %{name}', 'role: %{name}', 'Rolle: %{name}', 'rôle : %{name}'),
  bpDryRunUnassigned: L('bez wykonawcy', 'unassigned', 'nicht zugewiesen', 'non attribuée'),
  bpDryRunFinished: L('Proces doszedł do końca.', 'The process finished.', 'Der Prozess wurde abgeschlossen.', 'Le processus est allé à son terme.'),
  bpDryRunStopped: L('Proces zatrzymał się przed końcem.', 'The process stopped before its end.', 'Der Prozess wurde vor seinem Ende angehalten.', 'Le processus s’est arrêté avant son terme.'),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The texts in the user's language, in a screen: `const { t } = useText()`. */
export const { useText } = moduleTexts(TEXTS);
