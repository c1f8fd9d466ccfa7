import { Alert, Box, Typography } from '@mui/material';
import { cloneElement } from 'react';
import { SelectInput, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { DataField, FieldDef } from '../../../schemas/core';
import { deliveryDocument } from '../../../schemas/entities/deliveryDocument';
import { fieldInputs } from '../../../resources/fieldInputs';
import { LinesInput } from '../../../resources/LinesInput';
import { useEntity } from '../../../resources/useEntity';
import { validatorsFor } from '../../../resources/validators';
import { deliveryStatusChoices, lockedNoticeKey } from './presentation';
import { useText } from '../texts';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, alignItems: 'center' } as const;

type SelectProps = { source: string; label: string; field: FieldDef; ids: readonly (string | number)[]; readOnly: boolean };

/** A select of the document offering `ids`, named as the schema's options are named. */
const DocumentSelect = ({ source, label, field, ids, readOnly }: SelectProps) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const choices = ids.map((id) => ({ id, name: translate(`resources.${resource}.options.${source}.${id}`) }));
  return <SelectInput source={source} label={label} choices={choices} readOnly={readOnly} validate={validatorsFor(field as DataField)} />;
};

/** The statuses the document may take now; read-only when it has nowhere to go (issued, canceled, or new and unsaved). */
const StatusInput = ({ label }: { label: string }) => {
  const ids = deliveryStatusChoices(useRecordContext());
  return <DocumentSelect source="status" label={label} field={deliveryDocument.fields.status} ids={ids} readOnly={ids.length < 2} />;
};

/**
 * The WZ form, shared by create and edit: the schema's sections, the status limited to the moves
 * the server allows, and every other input read-only (with a notice saying why) once the document
 * is issued or canceled; the lines lock themselves by the same `editable` flag.
 */
export const DeliveryDocumentInputs = () => {
  const entity = useEntity();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useText();
  const record = useRecordContext();
  const notice = lockedNoticeKey(record);
  return (
    <Box sx={{ width: '100%', maxWidth: 1200 }}>
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(notice)}
        </Alert>
      )}
      {entity.layout.map((section, index) => {
        const title = translate(`resources.${resource}.sections.${index}`);
        const lines = section.fields.includes('products');
        return (
          <Box key={index} component="section" aria-label={title} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
              {title}
            </Typography>
            <Box sx={lines ? undefined : grid}>
              {section.fields.map((key) => {
                const label = translate(`resources.${resource}.fields.${key}`);
                if (key === 'status') return <StatusInput key={key} label={label} />;
                const field = entity.fields[key];
                if (field.type === 'lines') return <LinesInput key={key} source={key} field={field} />;
                return cloneElement(fieldInputs[field.type].input({ source: key, field }), { key, label, readOnly: notice !== null });
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
