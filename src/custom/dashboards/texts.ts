import { moduleTexts } from '../../i18n/moduleTexts';
import type { Label } from '../../schemas/core';
import { L } from '../../schemas/core';

/** The dashboards' own texts (the analyses' names and figures are in their definitions). */
export const TEXTS = {
  from: L('Od', 'From', 'Von', 'Du'),
  to: L('Do', 'To', 'Bis', 'Au'),
  badPeriod: L('Podaj dwie daty, od nie później niż do', 'Give two dates, the start not after the end', 'Zwei Daten angeben, Beginn nicht nach Ende', 'Indiquez deux dates, le début avant la fin'),
  groupBy: L('Grupowanie', 'Group by', 'Gruppieren nach', 'Regrouper par'),
  thisMonth: L('Ten miesiąc', 'This month', 'Dieser Monat', 'Ce mois'),
  lastMonth: L('Poprzedni miesiąc', 'Last month', 'Letzter Monat', 'Mois dernier'),
  thisQuarter: L('Ten kwartał', 'This quarter', 'Dieses Quartal', 'Ce trimestre'),
  thisYear: L('Ten rok', 'This year', 'Dieses Jahr', 'Cette année'),
  last3: L('Ostatnie 3 miesiące', 'Last 3 months', 'Letzte 3 Monate', '3 derniers mois'),
  periods: L('Okresy', 'Periods', 'Zeiträume', 'Périodes'),
  previous: L('poprzedni okres', 'previous period', 'Vorperiode', 'période précédente'),
  previousShort: L('poprz.', 'prev.', 'Vorp.', 'préc.'),
  comparedWith: L('Porównanie z okresem %{from} – %{to}', 'Compared with %{from} – %{to}', 'Verglichen mit %{from} – %{to}', 'Comparé à %{from} – %{to}'),
  total: L('Razem', 'Total', 'Summe', 'Total'),
  none: L('(brak)', '(not set)', '(keine Angabe)', '(non renseigné)'),
  empty: L('Brak danych w tym okresie', 'No data in this period', 'Keine Daten in diesem Zeitraum', 'Aucune donnée sur cette période'),
  error: L('Nie udało się wczytać analizy', 'The analysis could not be loaded', 'Die Analyse konnte nicht geladen werden', "L'analyse n'a pas pu être chargée"),
  exportXlsx: L('Eksport do XLSX', 'Export to XLSX', 'Export nach XLSX', 'Exporter en XLSX'),
  exportPng: L('Wykres do PNG', 'Chart as PNG', 'Diagramm als PNG', 'Graphique en PNG'),
  exportFailed: L('Eksport nie powiódł się', 'The export failed', 'Der Export ist fehlgeschlagen', "L'export a échoué"),
  showRecords: L('Pokaż rekordy: %{name}', 'Show the records: %{name}', 'Datensätze zeigen: %{name}', 'Afficher les enregistrements : %{name}'),
  drillHint: L('Kliknij słupek lub wiersz, aby zobaczyć rekordy', 'Click a bar or a row to see its records', 'Balken oder Zeile anklicken, um die Datensätze zu sehen', 'Cliquez sur une barre ou une ligne pour voir ses enregistrements'),
  drillTruncated: L('Pokazano %{count} najnowszych rekordów', 'The %{count} newest records are shown', 'Die %{count} neuesten Datensätze werden gezeigt', 'Les %{count} enregistrements les plus récents sont affichés'),
  truncated: L('Pokazano największe grupy; suma obejmuje wszystkie', 'The largest groups are shown; the total counts all', 'Die größten Gruppen werden gezeigt; die Summe zählt alle', 'Les plus grands groupes sont affichés ; le total les compte tous'),
  change: L('Zmiana', 'Change', 'Änderung', 'Variation'),
  kpiTitle: L('Pulpit', 'Dashboard', 'Dashboard', 'Tableau de bord'),
  kpiOpenReclamations: L('Otwarte reklamacje', 'Open reclamations', 'Offene Reklamationen', 'Réclamations ouvertes'),
  kpiAverageAge: L('średni wiek %{days} dni', 'average age %{days} days', 'Durchschnittsalter %{days} Tage', 'âge moyen %{days} jours'),
  kpiOrders: L('Zamówienia w tym miesiącu', 'Orders this month', 'Aufträge in diesem Monat', 'Commandes ce mois-ci'),
  kpiSales: L('Sprzedaż netto w tym miesiącu', 'Net sales this month', 'Nettoumsatz in diesem Monat', 'Ventes HT ce mois-ci'),
  kpiLastMonth: L('poprzedni miesiąc: %{value}', 'last month: %{value}', 'Vormonat: %{value}', 'mois dernier : %{value}'),
  kpiOverdueTasks: L('Zaległe zadania', 'Overdue tasks', 'Überfällige Aufgaben', 'Tâches en retard'),
  kpiOverdueHint: L('niewykonane po terminie', 'open past their due date', 'offen nach Fälligkeit', 'ouvertes après échéance'),
  kpiCosts: L('Koszty reklamacji w tym kwartale', 'Reclamation costs this quarter', 'Reklamationskosten in diesem Quartal', 'Coûts des réclamations ce trimestre'),
  kpiOpen: L('Otwórz listę', 'Open the list', 'Liste öffnen', 'Ouvrir la liste'),
  trendOpenReclamations: L('Otwarte według miesiąca przyjęcia', 'Open ones by month received', 'Offene nach Eingangsmonat', 'Ouvertes par mois de réception'),
  trendReclamationAge: L('Średni wiek na koniec miesiąca', 'Average age at month end', 'Durchschnittsalter am Monatsende', 'Âge moyen en fin de mois'),
  trendOrders: L('Zamówienia według miesięcy', 'Orders by month', 'Aufträge nach Monaten', 'Commandes par mois'),
  trendSales: L('Sprzedaż netto według miesięcy', 'Net sales by month', 'Nettoumsatz nach Monaten', 'Ventes HT par mois'),
  trendOverdueTasks: L('Po terminie według miesiąca terminu', 'Overdue by month due', 'Überfällig nach Fälligkeitsmonat', "En retard par mois d'échéance"),
  trendReclamationCosts: L('Koszty według miesięcy', 'Costs by month', 'Kosten nach Monaten', 'Coûts par mois'),
  trendLast12: L('ostatnie 12 miesięcy', 'last 12 months', 'letzte 12 Monate', '12 derniers mois'),
  trendDays: L('%{days} dni', '%{days} days', '%{days} Tage', '%{days} jours'),
  trendShowValues: L('Pokaż wartości', 'Show the values', 'Werte zeigen', 'Afficher les valeurs'),
  trendHideValues: L('Ukryj wartości', 'Hide the values', 'Werte ausblenden', 'Masquer les valeurs'),
  trendMonth: L('Miesiąc', 'Month', 'Monat', 'Mois'),
  trendValue: L('Wartość', 'Value', 'Wert', 'Valeur'),
  trendHint: L('Kliknij miesiąc, aby zobaczyć rekordy', 'Click a month to see its records', 'Monat anklicken, um die Datensätze zu sehen', 'Cliquez sur un mois pour voir ses enregistrements'),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The dashboards' texts in the user's language (`t`, with `%{name}` parameters filled in), any label (`label`), and that language. */
export const { useText } = moduleTexts(TEXTS);
