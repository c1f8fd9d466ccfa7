import { L } from '../core/labels';
import type { AnalysisDefinition } from './definition';

const NETTO = L('Sprzedaż netto', 'Net sales', 'Nettoumsatz', 'Ventes HT');
const COSTS = L('Koszty reklamacji', 'Reclamation costs', 'Reklamationskosten', 'Coûts des réclamations');
const RECLAMATIONS = L('Reklamacje', 'Reclamations', 'Reklamationen', 'Réclamations');
const AVERAGE_COST = L('Średni koszt reklamacji', 'Average cost per reclamation', 'Durchschnittskosten je Reklamation', 'Coût moyen par réclamation');

/** Reclamation costs by cost type, customer, sales point or month. */
export const costDistribution: AnalysisDefinition = {
  screen: 'costdistribution',
  api: '/enova/production/costs_distribution',
  title: L('Rozkład kosztów', 'Cost distribution', 'Kostenverteilung', 'Répartition des coûts'),
  description: L('Koszty reklamacji według daty kosztu', 'Reclamation costs by the date of the cost', 'Reklamationskosten nach Kostendatum', 'Coûts des réclamations selon la date du coût'),
  dimensions: ['costArticle', 'customer', 'salesPoint', 'month'],
  measures: [
    { key: 'costs', label: COSTS, source: 'reclamationCosts', sum: 'costs' },
    { key: 'reclamations', label: RECLAMATIONS, source: 'reclamationCosts', sum: 'reclamations' },
    { key: 'average', label: AVERAGE_COST, kind: 'money', derive: 'ratio', of: ['costs', 'reclamations'] },
  ],
  chartMeasure: 'costs',
  chart: 'pie',
  drill: { source: 'reclamationCosts', list: 'reclamations' },
  fileName: 'rozklad-kosztow',
};

/** Net sales against the reclamation costs they brought, per customer or month. */
export const costCalculation: AnalysisDefinition = {
  screen: 'costcalculation',
  api: '/enova/production/costs_calculation',
  title: L('Kalkulacja kosztów sprzedaży', 'Sales cost calculation', 'Vertriebskostenkalkulation', 'Calcul des coûts de vente'),
  description: L('Sprzedaż netto zamówień i koszty reklamacji', 'Net sales of orders and reclamation costs', 'Nettoumsatz der Aufträge und Reklamationskosten', 'Ventes HT des commandes et coûts des réclamations'),
  dimensions: ['customer', 'month'],
  measures: [
    { key: 'netto', label: NETTO, source: 'orderLines', sum: 'netto' },
    { key: 'costs', label: COSTS, source: 'reclamationCosts', sum: 'costs' },
    { key: 'result', label: L('Wynik po kosztach', 'Result after costs', 'Ergebnis nach Kosten', 'Résultat après coûts'), kind: 'money', derive: 'difference', of: ['netto', 'costs'] },
    { key: 'costShare', label: L('Udział kosztów %', 'Cost share %', 'Kostenanteil %', 'Part des coûts %'), kind: 'percent', derive: 'ratio', of: ['costs', 'netto'] },
  ],
  chartMeasure: 'netto',
  chart: 'bar',
  drill: { source: 'orderLines', list: 'sales/sales-orders' },
  fileName: 'kalkulacja-kosztow-sprzedazy',
};

/** Discounts given on order lines: value before discount, discount, net, share. */
export const salesAdjustments: AnalysisDefinition = {
  screen: 'salesadjustments',
  api: '/enova/sales/getProductsSalesAdjustments',
  title: L('Korekty sprzedaży', 'Sales adjustments', 'Verkaufskorrekturen', 'Ajustements des ventes'),
  description: L('Rabaty udzielone na pozycjach zamówień', 'Discounts given on order lines', 'Auf Auftragspositionen gewährte Rabatte', 'Remises accordées sur les lignes de commande'),
  dimensions: ['product', 'customer', 'month'],
  measures: [
    { key: 'beforeDiscount', label: L('Wartość przed rabatem', 'Value before discount', 'Wert vor Rabatt', 'Valeur avant remise'), source: 'orderLines', sum: 'beforeDiscount' },
    { key: 'discount', label: L('Rabaty', 'Discounts', 'Rabatte', 'Remises'), source: 'orderLines', sum: 'discount' },
    { key: 'netto', label: NETTO, source: 'orderLines', sum: 'netto' },
    { key: 'discountShare', label: L('Udział rabatów %', 'Discount share %', 'Rabattanteil %', 'Part des remises %'), kind: 'percent', derive: 'ratio', of: ['discount', 'beforeDiscount'] },
  ],
  chartMeasure: 'discount',
  chart: 'bar',
  drill: { source: 'orderLines', list: 'sales/sales-orders' },
  fileName: 'korekty-sprzedazy',
};

/** Reclamation costs over time, per reclamation and per unit sold. */
export const productionCostsAnalysis: AnalysisDefinition = {
  screen: 'productioncostsanalize',
  api: '/enova/sales/productionCostsAnalize',
  title: L('Analiza kosztów produkcji', 'Production cost analysis', 'Produktionskostenanalyse', 'Analyse des coûts de production'),
  description: L('Koszty reklamacji na reklamację i na sprzedaną jednostkę', 'Reclamation costs per reclamation and per unit sold', 'Reklamationskosten je Reklamation und je verkaufte Einheit', 'Coûts des réclamations par réclamation et par unité vendue'),
  dimensions: ['month', 'customer'],
  measures: [
    { key: 'costs', label: COSTS, source: 'reclamationCosts', sum: 'costs' },
    { key: 'reclamations', label: RECLAMATIONS, source: 'reclamationCosts', sum: 'reclamations' },
    { key: 'average', label: AVERAGE_COST, kind: 'money', derive: 'ratio', of: ['costs', 'reclamations'] },
    { key: 'quantity', label: L('Sprzedana ilość', 'Quantity sold', 'Verkaufte Menge', 'Quantité vendue'), source: 'orderLines', sum: 'quantity' },
    { key: 'costPerUnit', label: L('Koszt na jednostkę', 'Cost per unit', 'Kosten je Einheit', 'Coût par unité'), kind: 'money', derive: 'ratio', of: ['costs', 'quantity'] },
  ],
  chartMeasure: 'costs',
  chart: 'line',
  drill: { source: 'reclamationCosts', list: 'reclamations' },
  fileName: 'analiza-kosztow-produkcji',
};

/** Sales of orders: net, gross, quantity, number of orders and the average order. */
export const salesAnalysis: AnalysisDefinition = {
  screen: 'salesanalize',
  api: '/enova/sales/salesanalize',
  title: L('Analiza sprzedaży', 'Sales analysis', 'Verkaufsanalyse', 'Analyse des ventes'),
  description: L('Zamówienia potwierdzone, w produkcji i zamknięte', 'Confirmed, in-production and closed orders', 'Bestätigte, in Produktion befindliche und abgeschlossene Aufträge', 'Commandes confirmées, en production et clôturées'),
  dimensions: ['customer', 'product', 'month'],
  measures: [
    { key: 'netto', label: NETTO, source: 'orderLines', sum: 'netto' },
    { key: 'brutto', label: L('Sprzedaż brutto', 'Gross sales', 'Bruttoumsatz', 'Ventes TTC'), source: 'orderLines', sum: 'brutto' },
    { key: 'quantity', label: L('Ilość', 'Quantity', 'Menge', 'Quantité'), source: 'orderLines', sum: 'quantity' },
    { key: 'orders', label: L('Zamówienia', 'Orders', 'Aufträge', 'Commandes'), source: 'orderLines', sum: 'orders' },
    { key: 'averageOrder', label: L('Średnie zamówienie netto', 'Average net order', 'Durchschnittlicher Nettoauftrag', 'Commande moyenne HT'), kind: 'money', derive: 'ratio', of: ['netto', 'orders'] },
  ],
  chartMeasure: 'netto',
  chart: 'bar',
  drill: { source: 'orderLines', list: 'sales/sales-orders' },
  fileName: 'analiza-sprzedazy',
};

/** Finished goods: quantities ordered against quantities delivered on issued delivery documents. */
export const productionTurnovers: AnalysisDefinition = {
  screen: 'productionturnovers',
  api: '/enova/production/productionturnovers',
  title: L('Obroty wyrobów gotowych', 'Finished goods turnover', 'Umsatz an Fertigerzeugnissen', 'Rotation des produits finis'),
  description: L('Ilości zamówione i wydane dokumentami WZ', 'Quantities ordered and issued on delivery documents', 'Bestellte und per Lieferschein ausgegebene Mengen', 'Quantités commandées et livrées par bons de livraison'),
  dimensions: ['product', 'customer', 'month'],
  measures: [
    { key: 'ordered', label: L('Zamówiono', 'Ordered', 'Bestellt', 'Commandé'), source: 'orderLines', sum: 'quantity' },
    { key: 'delivered', label: L('Wydano', 'Delivered', 'Geliefert', 'Livré'), source: 'deliveryLines', sum: 'quantity' },
    { key: 'balance', label: L('Do wydania', 'To deliver', 'Noch zu liefern', 'Reste à livrer'), kind: 'quantity', derive: 'difference', of: ['ordered', 'delivered'] },
    { key: 'deliveredNetto', label: L('Wartość wydana netto', 'Net value delivered', 'Gelieferter Nettowert', 'Valeur livrée HT'), source: 'deliveryLines', sum: 'netto' },
  ],
  chartMeasure: 'delivered',
  chart: 'bar',
  drill: { source: 'deliveryLines', list: 'sales/delivery-documents' },
  fileName: 'obroty-wyrobow-gotowych',
};

/** The six analyses in the order of the Dashboards menu (spec §2). */
export const ANALYSES: readonly AnalysisDefinition[] = [costDistribution, costCalculation, salesAdjustments, productionCostsAnalysis, salesAnalysis, productionTurnovers];

export const analysisByScreen = (screen: string | undefined): AnalysisDefinition | undefined => ANALYSES.find((a) => a.screen === screen);
