import { common, defineEntity, verbEndpoints } from '../core';

export const reclamationCostArticle = defineEntity({
  name: 'reclamation_cost_article',
  label: {
    one: { pl: 'Rodzaj kosztu', en: 'Cost type', de: 'Kostenart', fr: 'Type de coût' },
    many: { pl: 'Rodzaje kosztów', en: 'Cost types', de: 'Kostenarten', fr: 'Types de coûts' },

    create: { pl: 'Nowy rodzaj kosztu', en: 'New cost type', de: 'Neue Kostenart', fr: 'Nouveau type de coût' },
  },
  menu: 'reclcatalogs/costarticles',
  endpoints: verbEndpoints('reclamationcostarticle', { deleteBy: 'DELETE' }),
  recordRepresentation: 'description',
  fields: {
    id: { type: 'id' },
    code: { type: 'text', label: common.code, required: true, maxLength: 30, unique: true, inList: true, filter: 'q' },
    description: { type: 'text', label: common.description, required: true, maxLength: 200, inList: true, filter: 'q' },
  },
  defaultSort: { field: 'code', order: 'ASC' },
});
