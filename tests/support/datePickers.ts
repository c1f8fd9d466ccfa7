import type { Locator, Page } from 'playwright-core';

/** A day picker on the page: the group of its sections, named by its label. */
export const dayPicker = (scope: Page | Locator, label: string | RegExp): Locator => scope.getByRole('group', { name: label, exact: true });

/** What a date picker shows: its sections (not an outlined field's label in the frame), without the direction marks MUI puts around them. */
export const pickerText = async (picker: Locator): Promise<string> =>
  (await picker.locator('.MuiPickersSectionList-root').innerText()).replace(/[\u2066-\u2069\u200e\u200f\s]/g, '');

/** A day as spec §9 writes it, DD.MM.YYYY, from YYYY-MM-DD. */
export const shownDay = (isoDay: string): string => isoDay.split('-').reverse().join('.');

/** Types a day into a picker as a user does: its digits in the order the picker shows them (DDMMYYYY in Polish). */
export const typeDay = async (picker: Locator, digits: string) => {
  await picker.getByRole('spinbutton').first().click();
  await picker.page().keyboard.type(digits);
};
