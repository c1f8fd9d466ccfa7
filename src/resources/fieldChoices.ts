import type { RaRecord } from 'react-admin';
import { useResourceContext, useTranslate } from 'react-admin';
import type { DataField, FieldDef, ReferenceField, SelectField } from '../schemas/core';
import { entityByName } from '../schemas/registry';

/** A select's options as react-admin choices, named in the user's language. */
export const useChoices = (source: string, field: SelectField) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return field.options.map((o) => ({ id: o.id, name: translate(`resources.${resource}.options.${source}.${o.id}`) }));
};

export const asData = (field: FieldDef) => field as DataField;
export const referenceTarget = (field: FieldDef) => entityByName((field as ReferenceField).target);

/** How a reference's choice reads: the fields it `shows`, joined by ' – ', else the target's representation. */
export const choiceText = (field: FieldDef) => {
  const shows = (field as ReferenceField).shows;
  return shows ? (record: RaRecord) => shows.map((key) => record[key]).filter((v) => v !== null && v !== undefined && v !== '').join(' – ') : undefined;
};

export const choiceSort = (field: FieldDef) => {
  const shows = (field as ReferenceField).shows;
  return shows ? { field: shows[0], order: 'ASC' as const } : undefined;
};
