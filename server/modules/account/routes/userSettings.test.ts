import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_SETTINGS } from '../../../../src/schemas/shellSettings';
import { shellSettingsSchema } from './userSettings';

describe('shellSettingsSchema', () => {
  it('takes the known keys and values', () => {
    expect(shellSettingsSchema.safeParse({ ...DEFAULT_SHELL_SETTINGS, layoutType: 'horizontal', darkMode: true }).success).toBe(true);
  });
  it('refuses unknown keys, unknown values and missing keys', () => {
    expect(shellSettingsSchema.safeParse({ ...DEFAULT_SHELL_SETTINGS, colour: 'red' }).success).toBe(false);
    expect(shellSettingsSchema.safeParse({ ...DEFAULT_SHELL_SETTINGS, layoutType: 'diagonal' }).success).toBe(false);
    expect(shellSettingsSchema.safeParse({ ...DEFAULT_SHELL_SETTINGS, darkMode: 'yes' }).success).toBe(false);
    const { darkMode: _dropped, ...partial } = DEFAULT_SHELL_SETTINGS;
    expect(shellSettingsSchema.safeParse(partial).success).toBe(false);
  });
});

