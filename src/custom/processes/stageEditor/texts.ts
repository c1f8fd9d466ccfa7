import type { ModuleText } from '../../../i18n/moduleTexts';
import { moduleTexts } from '../../../i18n/moduleTexts';
import type { Label } from '../../../schemas/core';

/** The stage editor's own texts; `%{name}` marks a parameter. */
export const TEXTS = {
  addStage: { pl: 'Dodaj etap', en: 'Add stage', de: 'Stufe hinzufügen', fr: 'Ajouter une étape' },
  addCondition: { pl: 'Dodaj warunek', en: 'Add condition', de: 'Bedingung hinzufügen', fr: 'Ajouter une condition' },
  autoLayout: { pl: 'Układ automatyczny', en: 'Automatic layout', de: 'Automatisches Layout', fr: 'Disposition automatique' },
  undo: { pl: 'Cofnij (Ctrl+Z)', en: 'Undo (Ctrl+Z)', de: 'Rückgängig (Strg+Z)', fr: 'Annuler (Ctrl+Z)' },
  redo: { pl: 'Ponów (Ctrl+Shift+Z)', en: 'Redo (Ctrl+Shift+Z)', de: 'Wiederholen (Strg+Umschalt+Z)', fr: 'Rétablir (Ctrl+Maj+Z)' },
  dryRun: { pl: 'Wypróbuj na rekordzie', en: 'Try on a record', de: 'An einem Datensatz testen', fr: 'Essayer sur un enregistrement' },
  toolbar: { pl: 'Narzędzia schematu procesu', en: 'Process diagram tools', de: 'Werkzeuge des Prozessdiagramms', fr: 'Outils du schéma de processus' },
  canvas: { pl: 'Schemat procesu', en: 'Process diagram', de: 'Prozessdiagramm', fr: 'Schéma du processus' },
  newStage: { pl: 'Nowy etap', en: 'New stage', de: 'Neue Stufe', fr: 'Nouvelle étape' },
  newCondition: { pl: 'Nowy warunek', en: 'New condition', de: 'Neue Bedingung', fr: 'Nouvelle condition' },
  start: { pl: 'Start', en: 'Start', de: 'Start', fr: 'Début' },
  manual: { pl: 'ręczny', en: 'manual', de: 'manuell', fr: 'manuelle' },
  condition: { pl: 'warunek', en: 'condition', de: 'Bedingung', fr: 'condition' },
  yes: { pl: 'tak', en: 'yes', de: 'ja', fr: 'oui' },
  no: { pl: 'nie', en: 'no', de: 'nein', fr: 'non' },
  entry: { pl: 'Wejście etapu', en: 'Stage entry', de: 'Eingang der Stufe', fr: "Entrée de l'étape" },
  exitNext: { pl: 'Następny etap', en: 'Next stage', de: 'Nächste Stufe', fr: 'Étape suivante' },
  exitYes: { pl: 'Wyjście „tak”', en: '"Yes" exit', de: 'Ausgang „ja“', fr: 'Sortie « oui »' },
  exitNo: { pl: 'Wyjście „nie”', en: '"No" exit', de: 'Ausgang „nein“', fr: 'Sortie « non »' },
  days: { pl: '%{n} dni', en: '%{n} days', de: '%{n} Tage', fr: '%{n} jours' },
  oneDay: { pl: '1 dzień', en: '1 day', de: '1 Tag', fr: '1 jour' },
  sameDay: { pl: 'termin: dziś', en: 'due today', de: 'fällig heute', fr: "échéance aujourd'hui" },
  unassigned: { pl: 'bez wykonawcy', en: 'unassigned', de: 'nicht zugewiesen', fr: 'non attribuée' },
  roleOf: { pl: 'rola: %{name}', en: 'role: %{name}', de: 'Rolle: %{name}', fr: 'rôle : %{name}' },
  unknownAssignee: { pl: 'nr %{id}', en: 'no. %{id}', de: 'Nr. %{id}', fr: 'n° %{id}' },
  problems: { pl: 'Schemat wymaga poprawek', en: 'The diagram needs corrections', de: 'Das Diagramm muss korrigiert werden', fr: 'Le schéma doit être corrigé' },
  noProblems: { pl: 'Schemat procesu jest poprawny', en: 'The process diagram is correct', de: 'Das Prozessdiagramm ist korrekt', fr: 'Le schéma du processus est correct' },
  empty: { pl: 'Proces nie ma jeszcze etapów: dodaj pierwszy etap', en: 'The process has no stages yet: add the first stage', de: 'Der Prozess hat noch keine Stufen: fügen Sie die erste hinzu', fr: "Le processus n'a pas encore d'étapes : ajoutez la première" },
  panel: { pl: 'Właściwości etapu', en: 'Stage properties', de: 'Eigenschaften der Stufe', fr: "Propriétés de l'étape" },
  noSelection: { pl: 'Wybierz etap na schemacie, aby go edytować.', en: 'Select a stage in the diagram to edit it.', de: 'Wählen Sie eine Stufe im Diagramm, um sie zu bearbeiten.', fr: 'Sélectionnez une étape dans le schéma pour la modifier.' },
  stageId: { pl: 'Identyfikator: %{id}', en: 'Id: %{id}', de: 'ID: %{id}', fr: 'Identifiant : %{id}' },
  deleteStage: { pl: 'Usuń etap', en: 'Delete stage', de: 'Stufe löschen', fr: "Supprimer l'étape" },
  text: { pl: 'Nazwa etapu', en: 'Stage name', de: 'Name der Stufe', fr: "Nom de l'étape" },
  term: { pl: 'Termin wykonania (dni)', en: 'Execution term (days)', de: 'Ausführungsfrist (Tage)', fr: "Délai d'exécution (jours)" },
  termHelp: { pl: 'Liczba całkowita od 0 do %{max}', en: 'A whole number from 0 to %{max}', de: 'Ganze Zahl von 0 bis %{max}', fr: 'Un nombre entier de 0 à %{max}' },
  executor: { pl: 'Wykonawca', en: 'Executor', de: 'Ausführender', fr: 'Exécutant' },
  role: { pl: 'Rola wykonawcy', en: 'Executor role', de: 'Rolle des Ausführenden', fr: "Rôle de l'exécutant" },
  assigneeHelp: { pl: 'Zadanie dostaje wykonawca albo rola: wybór jednego czyści drugie', en: 'The task goes to an executor or a role: choosing one clears the other', de: 'Die Aufgabe geht an einen Ausführenden oder eine Rolle: die Wahl des einen leert das andere', fr: "La tâche va à un exécutant ou à un rôle : choisir l'un efface l'autre" },
  none: { pl: '(brak)', en: '(none)', de: '(keine)', fr: '(aucun)' },
  manualFlag: { pl: 'Etap ręczny (tylko przez przekierowanie zadania)', en: 'Manual stage (entered only by redirecting a task)', de: 'Manuelle Stufe (nur durch Umleiten einer Aufgabe)', fr: "Étape manuelle (atteinte seulement en redirigeant une tâche)" },
  conditionFlag: { pl: 'Etap warunkowy (tak/nie)', en: 'Condition stage (yes/no)', de: 'Bedingungsstufe (ja/nein)', fr: 'Étape conditionnelle (oui/non)' },
  beforeExecution: { pl: 'Kod przed wykonaniem', en: 'Code before execution', de: 'Code vor der Ausführung', fr: "Code avant l'exécution" },
  onExecution: { pl: 'Kod przy wykonaniu', en: 'Code on execution', de: 'Code bei der Ausführung', fr: "Code à l'exécution" },
  conditionCode: { pl: 'Kod warunku', en: 'Condition code', de: 'Bedingungscode', fr: 'Code de la condition' },
  beforeExecutionHelp: {
    pl: 'Widzi task, owner (owner.set(pole, wartość)) i log(...); zwróć false albo tekst z powodem, aby zablokować wykonanie zadania.',
    en: 'Sees task, owner (owner.set(field, value)) and log(...); return false or a text with the reason to block executing the task.',
    de: 'Sieht task, owner (owner.set(feld, wert)) und log(...); geben Sie false oder einen Begründungstext zurück, um die Ausführung zu sperren.',
    fr: "Voit task, owner (owner.set(champ, valeur)) et log(...) ; renvoyez false ou un texte donnant la raison pour bloquer l'exécution.",
  },
  onExecutionHelp: {
    pl: 'Widzi task, owner (owner.set(pole, wartość)) i log(...); działa przy wykonaniu zadania, przed przejściem dalej; nic nie musi zwracać.',
    en: 'Sees task, owner (owner.set(field, value)) and log(...); runs when the task is executed, before the process moves on; returns nothing.',
    de: 'Sieht task, owner (owner.set(feld, wert)) und log(...); läuft bei der Ausführung, bevor der Prozess weitergeht; gibt nichts zurück.',
    fr: "Voit task, owner (owner.set(champ, valeur)) et log(...) ; s'exécute avec la tâche, avant que le processus avance ; ne renvoie rien.",
  },
  conditionCodeHelp: {
    pl: 'Widzi task, owner (owner.set(pole, wartość)) i log(...); zwróć true, aby iść wyjściem „tak”, albo false: wyjściem „nie”.',
    en: 'Sees task, owner (owner.set(field, value)) and log(...); return true to take the "yes" exit, or false for the "no" exit.',
    de: 'Sieht task, owner (owner.set(feld, wert)) und log(...); geben Sie true für den Ausgang „ja“ oder false für „nein“ zurück.',
    fr: 'Voit task, owner (owner.set(champ, valeur)) et log(...) ; renvoyez true pour la sortie « oui », ou false pour « non ».',
  },
  syntaxError: { pl: 'Błąd składni', en: 'Syntax error', de: 'Syntaxfehler', fr: 'Erreur de syntaxe' },
  zoomIn: { pl: 'Powiększ', en: 'Zoom in', de: 'Vergrößern', fr: 'Zoom avant' },
  zoomOut: { pl: 'Pomniejsz', en: 'Zoom out', de: 'Verkleinern', fr: 'Zoom arrière' },
  fitView: { pl: 'Dopasuj widok', en: 'Fit view', de: 'Ansicht anpassen', fr: 'Ajuster la vue' },
  lock: { pl: 'Zablokuj lub odblokuj edycję', en: 'Lock or unlock editing', de: 'Bearbeitung sperren oder entsperren', fr: "Verrouiller ou déverrouiller l'édition" },
  controls: { pl: 'Sterowanie widokiem', en: 'View controls', de: 'Ansichtssteuerung', fr: 'Contrôles de la vue' },
  minimap: { pl: 'Miniatura schematu', en: 'Diagram overview', de: 'Diagrammübersicht', fr: 'Aperçu du schéma' },
  nodeHelp: {
    pl: 'Enter lub spacja zaznacza etap, strzałki go przesuwają, Delete usuwa, Escape anuluje.',
    en: 'Enter or space selects a stage, the arrow keys move it, Delete removes it, Escape cancels.',
    de: 'Enter oder Leertaste wählt eine Stufe, die Pfeiltasten verschieben sie, Entf löscht sie, Escape bricht ab.',
    fr: 'Entrée ou espace sélectionne une étape, les flèches la déplacent, Suppr la supprime, Échap annule.',
  },
  edgeHelp: {
    pl: 'Enter lub spacja zaznacza połączenie, Delete je usuwa.',
    en: 'Enter or space selects a connection, Delete removes it.',
    de: 'Enter oder Leertaste wählt eine Verbindung, Entf löscht sie.',
    fr: 'Entrée ou espace sélectionne une liaison, Suppr la supprime.',
  },
} as const satisfies Record<string, Label>;

export type BpTextKey = keyof typeof TEXTS;
export type BpText = ModuleText<BpTextKey>['t'];

/** The stage editor's texts: `bpText(locale, key, params)`, and `useBpText()` in a screen. */
export const { text: bpText, useText: useBpText } = moduleTexts(TEXTS);
