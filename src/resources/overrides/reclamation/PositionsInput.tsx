import { Alert } from '@mui/material';
import type { RaRecord, Validator } from 'react-admin';
import {
  ArrayInput,
  AutocompleteInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { entityByName } from '../../../schemas/registry';
import { positionsEditable } from './payload';

// The bounds POST/PUT /…reclamation check on every position. No native min/step on the input:
// the browser would block the save with its own message, in its own language.
const notInteger: Validator = (value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? 'validation.notInteger' : undefined);
const subjectRules = [required('validation.required')];
const quantityRules = [required('validation.required'), notInteger, minValue(1, 'validation.tooSmall'), maxValue(1_000_000, 'validation.tooBig')];
const descriptionRules = [maxLength(500, 'validation.tooLong')];

const subjectText = (subject: RaRecord) => (subject.description ? `${subject.code} – ${subject.description}` : String(subject.code));
const position = (index: number) => `${index + 1}.`;
// react-admin shows move and remove only on hover; here they stay visible (and reachable by keyboard).
const alwaysShowActions = { [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } };

/**
 * The reclamation's positions, one line each, in the order they are numbered on save. Locked
 * (read only) when the loaded record says its positions may no longer change.
 */
export const PositionsInput = () => {
  const translate = useTranslate();
  const locked = !positionsEditable(useRecordContext());
  return (
    <>
      {locked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('views.reclamationPositionsLocked')}
        </Alert>
      )}
      <ArrayInput source="possitions" label={false}>
        <SimpleFormIterator inline disableClear getItemLabel={position} disabled={locked} sx={alwaysShowActions}>
          <ReferenceInput source="reclamation_subject" reference={entityByName('reclamation_subject').menu} sort={{ field: 'code', order: 'ASC' }}>
            <AutocompleteInput
              label={translate('views.reclamationSubject')}
              optionText={subjectText}
              validate={subjectRules}
              readOnly={locked}
              sx={{ minWidth: { sm: 280 } }}
            />
          </ReferenceInput>
          <NumberInput
            source="quantity"
            label={translate('views.reclamationQuantity')}
            defaultValue={1}
            validate={quantityRules}
            readOnly={locked}
            sx={{ width: { sm: 130 } }}
          />
          <TextInput source="description" label={translate('views.reclamationPositionDescription')} validate={descriptionRules} readOnly={locked} sx={{ minWidth: { sm: 320 } }} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
