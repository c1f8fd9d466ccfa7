import { reclamation } from '../entities/reclamation';
import { defineReport } from './definition';

/** The period's date fields (the screen sends input_date; the legacy callers may name another). */
const PERIOD_FIELDS = ['input_date', 'execution_term', 'delivery_term', 'decision_date', 'sales_date'] as const;

/** Reference and select fields that both filter and group the report. */
const DICTIONARIES = ['status', 'customer', 'type', 'reason', 'perpetrator', 'execution_type', 'decision', 'responsible', 'doc_type', 'sales_point'] as const;

/**
 * The reclamation report (spec §4 "Reports", §7 `POST /reports/reclamations`): the reclamations
 * grouped by up to seven of their dictionaries, the month or the year they were received, with
 * the spec's report columns and their amount. Client users see their customers' reclamations.
 */
export const reclamationReport = defineReport({
  module: 'reclamations',
  source: reclamation,
  customerScope: 'customer',
  texts: {
    title: { pl: 'Raport reklamacji', en: 'Reclamation report', de: 'Reklamationsbericht', fr: 'Rapport des réclamations' },
    menu: { pl: 'Raport reklamacji', en: 'Reclamation report', de: 'Reklamationsbericht', fr: 'Rapport des réclamations' },
    total: { pl: 'Razem: %{count} reklamacji', en: 'Total: %{count} reclamations', de: 'Gesamt: %{count} Reklamationen', fr: 'Total : %{count} réclamations' },
    empty: { pl: 'Brak reklamacji spełniających warunki.', en: 'No reclamations match the filters.', de: 'Keine Reklamationen entsprechen den Filtern.', fr: 'Aucune réclamation ne correspond aux filtres.' },
    noGroups: { pl: 'Bez grupowania: sama lista reklamacji.', en: 'No grouping: the plain list of reclamations.', de: 'Keine Gruppierung: nur die Liste der Reklamationen.', fr: 'Sans regroupement : la simple liste des réclamations.' },
  },
  fileName: 'raport-reklamacji',
  groups: [
    ...DICTIONARIES.map((key) => ({ key, field: key })),
    { key: 'month', field: 'input_date', derive: 'month', label: { pl: 'Miesiąc przyjęcia', en: 'Month received', de: 'Eingangsmonat', fr: 'Mois de réception' } },
    { key: 'year', field: 'input_date', derive: 'year', label: { pl: 'Rok przyjęcia', en: 'Year received', de: 'Eingangsjahr', fr: 'Année de réception' } },
  ],
  filters: [
    {
      key: 'period',
      kind: 'period',
      fields: PERIOD_FIELDS,
      label: { pl: 'Okres', en: 'Period', de: 'Zeitraum', fr: 'Période' },
      texts: {
        use: { pl: 'Okres', en: 'Period', de: 'Zeitraum', fr: 'Période' },
        day: { pl: 'Dzień przyjęcia', en: 'Day received', de: 'Eingangstag', fr: 'Jour de réception' },
        from: { pl: 'Przyjęte od', en: 'Received from', de: 'Eingegangen ab', fr: 'Reçues du' },
        to: { pl: 'Przyjęte do', en: 'Received to', de: 'Eingegangen bis', fr: 'Reçues au' },
      },
    },
    ...DICTIONARIES.map((key) => ({ key, kind: 'ids', field: key }) as const),
  ],
  columns: [
    { key: 'number', field: 'number', width: 18 },
    { key: 'input_date', field: 'input_date' },
    { key: 'execution_term', field: 'execution_term' },
    { key: 'delivery_term', field: 'delivery_term' },
    { key: 'status', field: 'status' },
    { key: 'doc_type', field: 'doc_type' },
    { key: 'customer', field: 'customer', width: 28 },
    { key: 'email', field: 'email', width: 24 },
    { key: 'sales_order', field: 'sales_order', width: 16 },
    { key: 'sales_request', field: 'sales_request', width: 14 },
    { key: 'sales_reference', field: 'sales_reference', width: 16 },
    { key: 'doc_group', field: 'doc_group', width: 14 },
    { key: 'possitions_description', lines: 'possitions', field: 'reclamation_subject', shows: 'code', width: 24 },
    { key: 'execution_type', field: 'execution_type' },
    // The legacy screens read the reason's label under this name.
    { key: 'reason', field: 'reason', labelKey: '_reclamation_reason' },
    { key: 'decision', field: 'decision' },
    { key: 'responsible', field: 'responsible' },
    { key: 'amount', field: 'amount' },
    { key: 'type', field: 'type', hidden: true },
    { key: 'perpetrator', field: 'perpetrator', hidden: true },
    { key: 'sales_point', field: 'sales_point', hidden: true },
  ],
  sums: ['amount'],
  detailOrder: ['number'],
});
