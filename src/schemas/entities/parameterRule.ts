import { common, defineEntity, L, restEndpoints } from '../core';

/**
 * Which values of a later parameter are allowed once an earlier parameter took a value: when
 * `whenValueId` is chosen, `parameterId` may take only the listed values. Several rules on one
 * parameter narrow it together (every rule whose value is chosen must allow a value).
 */
export const parameterRule = defineEntity({
  name: 'parameter_rule',
  label: { one: L('Reguła konfiguratora', 'Configurator rule', 'Konfiguratorregel', 'Règle du configurateur'), many: L('Reguły konfiguratora', 'Configurator rules', 'Konfiguratorregeln', 'Règles du configurateur'), create: { pl: 'Nowa reguła konfiguratora', en: 'New configurator rule', de: 'Neue Konfiguratorregel', fr: 'Nouvelle règle du configurateur' } },
  menu: 'productconfig/rules',
  access: 'productConfig',
  endpoints: restEndpoints('parameterrule'),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, inList: true, filter: 'q' },
    whenValueId: { type: 'reference', target: 'parameter_value', onDelete: 'cascade', required: true, inList: true, filter: 'eq', label: L('Gdy wybrano', 'When chosen', 'Wenn gewählt', 'Si choisi') },
    parameterId: { type: 'reference', target: 'product_parameter', onDelete: 'cascade', required: true, inList: true, filter: 'eq', label: L('Parametr', 'Parameter', 'Parameter', 'Paramètre') },
    allowedValues: {
      type: 'lines',
      label: L('Dozwolone wartości', 'Allowed values', 'Erlaubte Werte', 'Valeurs autorisées'),
      table: 'parameter_rule_value',
      parentKey: 'ruleId',
      orderKey: 'lineIndex',
      max: 200,
      fields: {
        valueId: { type: 'reference', target: 'parameter_value', onDelete: 'cascade', required: true, label: L('Wartość', 'Value', 'Wert', 'Valeur') },
      },
    },
  },
});
