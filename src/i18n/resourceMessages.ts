import type { Locale } from '../schemas/core';
import { labelText, linesFields, MENU_GROUPS, MESSAGES } from '../schemas/core';
import { registry } from '../schemas/registry';

/** Polish plurals have three forms; the schema gives one and many, "many" serves for both. */
const plural = (one: string, many: string, locale: Locale) => (locale === 'pl' ? `${one} |||| ${many} |||| ${many}` : `${one} |||| ${many}`);

/**
 * The messages a locale gets from the schemas: react-admin's `resources.<resource>.name/fields/page`
 * for every entity, the menu groups and the shared validation messages.
 */
export const schemaMessages = (locale: Locale) => ({
  resources: Object.fromEntries(
    registry.map((entity) => [
      entity.menu,
      {
        name: plural(labelText(entity.label.one, locale), labelText(entity.label.many, locale), locale),
        // react-admin reads a resource's own page titles first: a create screen is named by a noun phrase.
        page: { create: labelText(entity.label.create, locale) },
        fields: {
          ...Object.fromEntries(Object.entries(entity.fields).map(([key, field]) => [key, field.label ? labelText(field.label, locale) : 'ID'])),
          createdAt: labelText({ pl: 'Utworzono', en: 'Created', de: 'Erstellt', fr: 'Créé le' }, locale),
          updatedAt: labelText({ pl: 'Zmieniono', en: 'Modified', de: 'Geändert', fr: 'Modifié le' }, locale),
        },
        // A select's options by field; a line's select fields too (by their own key: the grid's inputs read `options.<line field>`).
        options: Object.fromEntries(
          [...linesFields(entity).flatMap(([, lines]) => Object.entries(lines.fields)), ...Object.entries(entity.fields)]
            .filter(([, field]) => field.type === 'select')
            .map(([key, field]) => [key, Object.fromEntries(field.type === 'select' ? field.options.map((o) => [o.id, labelText(o.label, locale)]) : [])]),
        ),
        // A `lines` field's own fields: `resources.<resource>.lines.<field>.<line field>`.
        lines: Object.fromEntries(
          linesFields(entity).map(([key, field]) => [key, Object.fromEntries(Object.entries(field.fields).map(([lineKey, line]) => [lineKey, labelText(line.label, locale)]))]),
        ),
        // A field's help, shown under its input (what a coded field such as LW holds).
        help: Object.fromEntries(
          Object.entries(entity.fields).flatMap(([key, field]) => (field.type !== 'id' && field.help ? [[key, labelText(field.help, locale)]] : [])),
        ),
        sections: Object.fromEntries(entity.layout.map((section, i) => [i, section.title ? labelText(section.title, locale) : ''])),
      },
    ]),
  ),
  menuGroups: Object.fromEntries(Object.entries(MENU_GROUPS).map(([path, group]) => [path, labelText(group.label, locale)])),
  validation: Object.fromEntries(Object.entries(MESSAGES).map(([code, label]) => [code, labelText(label, locale)])),
});
