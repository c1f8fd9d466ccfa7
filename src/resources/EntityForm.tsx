import { Box, Typography } from '@mui/material';
import { cloneElement } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useResourceContext, useTranslate } from 'react-admin';
import { ConfirmedDeleteButton } from './ConfirmedDeleteButton';
import { defaultRecord } from '../schemas/core';
import { fieldRegistry } from './fieldRegistry';
import { useEntity } from './useEntity';

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
            {section.fields.map((key) =>
              cloneElement(fieldRegistry[entity.fields[key].type].input({ source: key, field: entity.fields[key] }), {
                key,
                label: translate(`resources.${resource}.fields.${key}`),
              }),
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

export const EntityCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="list" mutationOptions={{ meta: undefined }}>
      <SimpleForm defaultValues={() => defaultRecord(entity)}>
        <EntityInputs />
      </SimpleForm>
    </Create>
  );
};

/** Save, and a delete that asks first, naming the record. */
export const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ConfirmedDeleteButton />
  </Toolbar>
);

export const EntityEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <EntityInputs />
    </SimpleForm>
  </Edit>
);
