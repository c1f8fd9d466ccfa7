import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useMailText } from './texts';
import { isEmail, splitAddresses } from './mailFormat';
import type { Suggestion } from './useAddressSuggestions';
import { useAddressSuggestions } from './useAddressSuggestions';

type Props = { label: string; value: string[]; onChange: (value: string[]) => void; autoFocus?: boolean };

/**
 * Recipients as chips: typed addresses (Enter, a comma or a semicolon adds them; Backspace in an
 * empty field removes the last) or picked from customers, employees and users. A chip that is no
 * address is shown in red and named below the field.
 */
export const AddressField = ({ label, value, onChange, autoFocus }: Props) => {
  const { t } = useMailText();
  const [text, setText] = useState('');
  const suggestions = useAddressSuggestions(text);
  const add = (addresses: string[]) => {
    const next = [...value];
    for (const address of addresses) if (!next.some((a) => a.toLowerCase() === address.toLowerCase())) next.push(address);
    onChange(next);
  };
  const invalid = value.filter((address) => !isEmail(address));
  return (
    <Autocomplete<Suggestion | string, true, false, true>
      multiple
      freeSolo
      autoHighlight={false}
      options={suggestions.data ?? []}
      filterOptions={(options) => options.filter((o) => typeof o === 'string' || !value.includes(o.address))}
      getOptionLabel={(option) => (typeof option === 'string' ? option : `${option.label} <${option.address}>`)}
      value={value}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return setText('');
        if (/[,;]/.test(next)) {
          add(splitAddresses(next));
          setText('');
        } else setText(next);
      }}
      onChange={(_event, next) => {
        // Entries already there stay whole (a stored `"Kowalska, Zofia" <…>` holds a comma); new text is split.
        onChange(next.flatMap((item) => (typeof item !== 'string' ? [item.address] : value.includes(item) ? [item] : splitAddresses(item))));
        setText('');
      }}
      onBlur={() => {
        if (text.trim()) add(splitAddresses(text));
        setText('');
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const address = typeof item === 'string' ? item : item.address;
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={address} color={isEmail(address) ? 'default' : 'error'} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          size="small"
          label={label}
          error={invalid.length > 0}
          helperText={invalid.length > 0 ? t('badAddress', { address: invalid.join(', ') }) : undefined}
        />
      )}
    />
  );
};
