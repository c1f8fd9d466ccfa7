import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { cloneElement, useState } from 'react';
import {
  AddItemButton,
  ArrayInput,
  Confirm,
  IconButtonWithTooltip,
  maxLength,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  useRecordContext,
  useResourceContext,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import type { LinesField } from '../schemas/core';
import { linesEditable } from '../schemas/core';
import { valueInputs } from './valueInputs';
import { lineNumber } from './LinesTable';
import { useFormText } from './formTexts';

/**
 * `lineExtra`: shown in every line after its inputs (an action on that line a screen adds);
 * `lineDefaults`: what a new line starts with instead of a field's own default (a value the record gives its lines).
 */
type InputProps = { source: string; field: LinesField; label?: string; lineExtra?: ReactNode; lineDefaults?: Readonly<Record<string, unknown>> };

// react-admin shows move and remove only on hover; here they stay visible (and reachable by keyboard).
// A line with many fields wraps onto more rows instead of squeezing each input to a sliver.
const alwaysShowActions = {
  [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' },
  [`& .${SimpleFormIteratorClasses.form}`]: { flexWrap: 'wrap', rowGap: 0, alignItems: 'center' },
  [`& .${SimpleFormIteratorClasses.form} > .MuiFormControl-root`]: { minWidth: 120, flex: '1 1 120px' },
};

/** Removes a line after asking, naming it by its number. */
const ConfirmedRemoveButton = () => {
  const { remove, index } = useSimpleFormIteratorItem();
  const { t } = useFormText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButtonWithTooltip label={t('removeLine', { number: index + 1 })} size="small" color="warning" onClick={() => setOpen(true)}>
        <RemoveIcon fontSize="small" />
      </IconButtonWithTooltip>
      <Confirm
        isOpen={open}
        title={t('removeLineTitle', { number: index + 1 })}
        content={t('removeLineContent')}
        onConfirm={() => {
          setOpen(false);
          remove();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * A record's lines in its form: one row of inputs per line (the line fields' own inputs from the
 * value inputs), numbered; add, remove (after a confirmation), move up and down, all buttons
 * reachable by keyboard. Read-only while the record locks its lines.
 */
export const LinesInput = ({ source, field, lineExtra, lineDefaults = {} }: InputProps) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { t } = useFormText();
  const locked = !linesEditable(field, useRecordContext());
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      {locked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('linesLocked')}
        </Alert>
      )}
      <ArrayInput source={source} label={false} validate={maxLength(field.max, 'validation.tooManyItems')}>
        <SimpleFormIterator inline disableClear getItemLabel={lineNumber} disabled={locked} sx={alwaysShowActions} removeButton={<ConfirmedRemoveButton />} addButton={<AddItemButton label={t('addLine')} />}>
          {Object.entries(field.fields).map(([key, line]) =>
            cloneElement(valueInputs[line.type].input({ source: key, field: line }), {
              key,
              label: translate(`resources.${resource}.lines.${source}.${key}`),
              // A line's sums are computed by the server: shown, never typed.
              readOnly: locked || Boolean(line.readOnly),
              ...(Object.hasOwn(lineDefaults, key) ? { defaultValue: lineDefaults[key] } : 'default' in line && line.default !== undefined ? { defaultValue: line.default } : {}),
            }),
          )}
          {lineExtra}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
