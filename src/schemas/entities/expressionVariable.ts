import { common, defineEntity, L, restEndpoints } from '../core';

/**
 * A named formula of a configurable product over its line's dimensions (`length`, `height` in mm,
 * `quantity`, `pieces`), its chosen values' properties and other variables, e.g.
 * `area = length * height / 1000000`. Only the syntax is checked on save; names when it runs.
 */
export const expressionVariable = defineEntity({
  name: 'expression_variable',
  label: { one: L('Zmienna wyrażenia', 'Expression variable', 'Ausdrucksvariable', "Variable d'expression"), many: L('Zmienne wyrażeń', 'Expression variables', 'Ausdrucksvariablen', "Variables d'expression"), create: { pl: 'Nowa zmienna wyrażenia', en: 'New expression variable', de: 'Neue Ausdrucksvariable', fr: "Nouvelle variable d'expression" } },
  menu: 'productconfig/variables',
  access: 'productConfig',
  endpoints: restEndpoints('expressionvariable'),
  recordRepresentation: 'name',
  fields: {
    id: { type: 'id' },
    productId: { type: 'reference', target: 'product', shows: ['code', 'name'], onDelete: 'cascade', required: true, inList: true, filter: 'eq', label: L('Produkt', 'Product', 'Produkt', 'Produit') },
    name: { type: 'text', format: 'identifier', required: true, maxLength: 50, inList: true, filter: 'q', label: common.name },
    expression: { type: 'text', format: 'formula', required: true, maxLength: 2000, inList: true, label: L('Formuła', 'Formula', 'Formel', 'Formule') },
    description: { type: 'text', maxLength: 200, label: common.description },
  },
  defaultSort: { field: 'name', order: 'ASC' },
});
