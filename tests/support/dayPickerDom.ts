import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The portal's day picker in a component test (jsdom): its hidden input once the picker's chunk
 * has loaded. It holds the day as shown (DD.MM.YYYY), and a change event types a day into it.
 */
export const dayInput = (label: string): Promise<HTMLInputElement> =>
  waitFor(() => {
    const input = document.getElementById(screen.getByText(label, { selector: 'label' }).getAttribute('for') ?? '') as HTMLInputElement;
    expect(input.getAttribute('aria-hidden')).toBe('true');
    return input;
  });

/** The picker's group of sections, which carries its validity. */
export const dayGroup = (label: string) => screen.getByRole('group', { name: label });

/** Loads the picker's chunk before the tests, so that the first one does not wait for it. */
export const loadDayPicker = () => import('../../src/resources/DateValuePicker');
