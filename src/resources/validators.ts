import type { Validator } from 'react-admin';
import { email, maxLength, maxValue, minLength, minValue, required } from 'react-admin';
import type { FieldDef } from '../schemas/core';
import { DEFAULT_MAX_LENGTH, isValidNip, MIN_PASSWORD_LENGTH, MONEY_MAX } from '../schemas/core';

const nip: Validator = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !isValidNip(value) ? 'validation.invalidNip' : undefined);
const color: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/^#[0-9a-fA-F]{6}$/.test(value) ? 'validation.invalidColor' : undefined;
const integer: Validator = (value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? 'validation.notInteger' : undefined);

/**
 * The same rules the server applies, checked as the user types. Messages are the shared
 * `validation.*` texts, so both sides say the same thing.
 */
export const validatorsFor = (field: FieldDef): Validator[] => {
  if (field.type === 'id') return [];
  // A password is required only when the record is created; the server checks that.
  const rules: Validator[] = field.required && field.type !== 'password' ? [required('validation.required')] : [];
  switch (field.type) {
    case 'text':
    case 'longText':
      rules.push(maxLength(field.maxLength ?? DEFAULT_MAX_LENGTH[field.type], 'validation.tooLong'));
      if (field.type === 'text' && field.minLength) rules.push(minLength(field.minLength, 'validation.tooShort'));
      if (field.type === 'text' && field.format === 'email') rules.push(email('validation.invalidEmail'));
      if (field.type === 'text' && field.format === 'color') rules.push(color);
      break;
    case 'number':
      if (field.integer) rules.push(integer);
      if (field.min !== undefined) rules.push(minValue(field.min, 'validation.tooSmall'));
      if (field.max !== undefined) rules.push(maxValue(field.max, 'validation.tooBig'));
      break;
    case 'money':
      rules.push(minValue(field.min ?? -MONEY_MAX, 'validation.tooSmall'), maxValue(field.max ?? MONEY_MAX, 'validation.tooBig'));
      break;
    case 'nip':
      rules.push(nip);
      break;
    case 'password':
      rules.push(minLength(MIN_PASSWORD_LENGTH, 'validation.weakPassword'));
      break;
  }
  return rules;
};
