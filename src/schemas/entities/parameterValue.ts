import { defineEntity, L, restEndpoints } from '../core';

/**
 * A value a product parameter may take (spec §3 "paramValue": id, default, properties). Its
 * properties are named values the configurator's formulas read (`uw`, `weight`); a `calculated`
 * one is a formula over dimensions, expression variables and other properties.
 */
export const parameterValue = defineEntity({
  name: 'parameter_value',
  label: { one: L('Wartość parametru', 'Parameter value', 'Parameterwert', 'Valeur de paramètre'), many: L('Wartości parametrów', 'Parameter values', 'Parameterwerte', 'Valeurs de paramètres'), create: { pl: 'Nowa wartość parametru', en: 'New parameter value', de: 'Neuer Parameterwert', fr: 'Nouvelle valeur de paramètre' } },
  menu: 'productconfig/values',
  access: 'productConfig',
  endpoints: restEndpoints('parametervalue'),
  recordRepresentation: 'label',
  fields: {
    id: { type: 'id' },
    parameterId: { type: 'reference', target: 'product_parameter', onDelete: 'cascade', required: true, inList: true, filter: 'eq', label: L('Parametr', 'Parameter', 'Parameter', 'Paramètre') },
    label: { type: 'text', required: true, maxLength: 200, inList: true, filter: 'q', label: L('Etykieta', 'Label', 'Bezeichnung', 'Libellé') },
    isDefault: { type: 'boolean', inList: true, label: L('Domyślna', 'Default', 'Standard', 'Par défaut') },
    sortOrder: { type: 'number', integer: true, min: 0, max: 1000, default: 0, required: true, inList: true, label: L('Kolejność', 'Order', 'Reihenfolge', 'Ordre') },
    uuid: { type: 'uuid', readOnly: true, label: L('UUID', 'UUID', 'UUID', 'UUID') },
    properties: {
      type: 'lines',
      label: L('Właściwości', 'Properties', 'Eigenschaften', 'Propriétés'),
      table: 'parameter_value_property',
      parentKey: 'parameterValueId',
      orderKey: 'lineIndex',
      max: 50,
      fields: {
        propId: { type: 'text', format: 'identifier', required: true, maxLength: 50, label: L('Nazwa', 'Name', 'Name', 'Nom') },
        propValue: { type: 'text', required: true, maxLength: 2000, label: L('Wartość lub formuła', 'Value or formula', 'Wert oder Formel', 'Valeur ou formule') },
        calculated: { type: 'boolean', label: L('Obliczana', 'Calculated', 'Berechnet', 'Calculée') },
      },
    },
  },
  defaultSort: { field: 'sortOrder', order: 'ASC' },
});
