import { Box, Typography } from '@mui/material';
import { cloneElement } from 'react';
import type { TranslateFunction } from 'react-admin';
import { Create, SimpleForm, useResourceContext, useTranslate } from 'react-admin';
import type { EntityDef } from '../schemas/core';
import { defaultRecord } from '../schemas/core';
import { fieldInputs } from './fieldInputs';
import { FormToolbar, stickyFormCard } from './FormToolbar';
import { useEntity } from './useEntity';
import { VersionedEdit } from './VersionedEdit';

/** A field's input as the generic forms show it: its label and, where the schema gives one, its help under it. */
export const fieldInput = (entity: EntityDef, key: string, resource: string | undefined, translate: TranslateFunction) => {
  const field = entity.fields[key];
  return cloneElement(fieldInputs[field.type].input({ source: key, field }), {
    key,
    label: translate(`resources.${resource}.fields.${key}`),
    ...(field.type !== 'id' && field.help ? { helperText: translate(`resources.${resource}.help.${key}`) } : {}),
  });
};

/** The inputs of an entity, in the sections of its layout; shared by create and edit (and by overrides that add sections around them). */
export const EntityInputs = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      {entity.layout.map((section, index) => (
        <Box key={index} component="section" aria-label={section.title ? translate(`resources.${resource}.sections.${index}`) : undefined} sx={{ mb: 2 }}>
          {section.title && (
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
              {translate(`resources.${resource}.sections.${index}`)}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {section.fields.map((key) => fieldInput(entity, key, resource, translate))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

export const EntityCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="list" mutationOptions={{ meta: undefined }} sx={stickyFormCard}>
      <SimpleForm defaultValues={() => defaultRecord(entity)} toolbar={<FormToolbar />}>
        <EntityInputs />
      </SimpleForm>
    </Create>
  );
};

/** Save, save and close, cancel, and a delete that asks first, naming the record. */
export const EditToolbar = () => <FormToolbar />;

export const EntityEdit = () => (
  <VersionedEdit redirect="list" sx={stickyFormCard}>
    <SimpleForm toolbar={<FormToolbar />}>
      <EntityInputs />
    </SimpleForm>
  </VersionedEdit>
);
