import type { Label } from '../core/labels';

/**
 * An analysis of the Dashboards section (spec §2, §7 "Reports and other"): plain data naming what
 * is summed, from which of the portal's records, grouped how and shown how. The server computes
 * any definition (server/modules/dashboards/analytics/), the dashboards page renders any definition.
 */

/** The records an analysis reads: order lines, reclamation costs, lines of issued delivery documents. */
export type AnalysisSource = 'orderLines' | 'reclamationCosts' | 'deliveryLines';
/** What the rows may be grouped by. */
export type Dimension = 'customer' | 'product' | 'month' | 'salesPoint' | 'costArticle';
/** How a figure is counted and shown: money in grosze, quantities in thousandths, percent in hundredths. */
export type MeasureKind = 'money' | 'quantity' | 'count' | 'percent';

/** The figures each source can sum. */
export const SOURCE_MEASURES = {
  orderLines: { netto: 'money', brutto: 'money', discount: 'money', beforeDiscount: 'money', quantity: 'quantity', orders: 'count' },
  reclamationCosts: { costs: 'money', reclamations: 'count' },
  deliveryLines: { quantity: 'quantity', netto: 'money', documents: 'count' },
} as const satisfies Record<AnalysisSource, Record<string, MeasureKind>>;

/** The groupings each source has data for. */
export const SOURCE_DIMENSIONS: Record<AnalysisSource, readonly Dimension[]> = {
  orderLines: ['customer', 'product', 'month'],
  reclamationCosts: ['customer', 'costArticle', 'salesPoint', 'month'],
  deliveryLines: ['customer', 'product', 'month'],
};

export type SourceMeasure = { [S in AnalysisSource]: { source: S; sum: keyof (typeof SOURCE_MEASURES)[S] & string } }[AnalysisSource];

/**
 * A figure of an analysis: a sum over one source, or computed from two other figures of the same
 * row (`ratio`: a / b, as percent when the kind is percent; `difference`: a − b).
 */
export type Measure =
  | ({ key: string; label: Label } & SourceMeasure)
  | { key: string; label: Label; kind: MeasureKind; derive: 'ratio' | 'difference'; of: readonly [string, string] };

export type ChartKind = 'bar' | 'line' | 'pie';

/** The list a bar leads to and the source whose records it shows. */
export type DrillTarget = { source: AnalysisSource; list: 'sales/sales-orders' | 'reclamations' | 'sales/delivery-documents' };

export type AnalysisDefinition = {
  /** The screen's path (spec §2, Dashboards) and the key of its texts. */
  screen: string;
  /** The API path (spec §7), under /api. */
  api: string;
  title: Label;
  description: Label;
  dimensions: readonly Dimension[];
  measures: readonly Measure[];
  /** The figure the chart draws (and the table sorts by). */
  chartMeasure: string;
  chart: ChartKind;
  drill: DrillTarget;
  /** The file name of the exported workbook, without the date. */
  fileName: string;
};

/** The measures of a definition that are summed from a source. */
export const summedMeasures = (definition: AnalysisDefinition) =>
  definition.measures.filter((m): m is Extract<Measure, { source: AnalysisSource }> => 'source' in m);

/** The sources a definition reads. */
export const sourcesOf = (definition: AnalysisDefinition): AnalysisSource[] => [...new Set(summedMeasures(definition).map((m) => m.source))];

/** A measure's kind: its source figure's, or the one it declares. */
export const measureKind = (measure: Measure): MeasureKind =>
  'source' in measure ? (SOURCE_MEASURES[measure.source] as Record<string, MeasureKind>)[measure.sum] : measure.kind;

/** Integer units a kind is counted in: grosze, thousandths, hundredths of a percent. */
export const KIND_SCALE: Record<MeasureKind, number> = { money: 100, quantity: 1000, count: 1, percent: 100 };

export const DIMENSION_LABELS: Record<Dimension, Label> = {
  customer: { pl: 'Klient', en: 'Customer', de: 'Kunde', fr: 'Client' },
  product: { pl: 'Produkt', en: 'Product', de: 'Produkt', fr: 'Produit' },
  month: { pl: 'Miesiąc', en: 'Month', de: 'Monat', fr: 'Mois' },
  salesPoint: { pl: 'Punkt sprzedaży', en: 'Sales point', de: 'Verkaufsstelle', fr: 'Point de vente' },
  costArticle: { pl: 'Rodzaj kosztu', en: 'Cost type', de: 'Kostenart', fr: 'Type de coût' },
};

/** The access key of the Dashboards section (staff only). */
export const DASHBOARDS_ACCESS = 'dashboards';

/** Sales are orders from confirmation on: offers, new and canceled orders are no sales. */
export const SALES_STATUSES = ['CONFIRMED', 'READY_FOR_PRODUCTION', 'CLOSED'] as const;
/** Orders the dashboard counts: everything but offers and canceled orders. */
export const COUNTED_ORDER_STATUSES = ['NEW', ...SALES_STATUSES] as const;
