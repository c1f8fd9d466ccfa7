// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Store } from 'react-admin';
import { memoryStore, StoreContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { useMenuGroups } from './useMenuGroups';

/** Two groups, `a` and `b`, as buttons that say whether they are unfolded and fold or unfold on a click. */
const Groups = ({ active }: { active: string[] }) => {
  const { isOpen, toggle } = useMenuGroups('test.menuGroups', active);
  return ['a', 'b'].map((id) => (
    <button key={id} type="button" aria-expanded={isOpen(id)} onClick={() => toggle(id)}>
      {id}
    </button>
  ));
};

/** The menu inside the portal's store (which outlives the menu); `mounted` false takes the menu away. */
const shown = (store: Store, active: string[], mounted = true) => (
  <StoreContextProvider value={store}>{mounted && <Groups active={active} />}</StoreContextProvider>
);

const unfolded = () => screen.getAllByRole('button').map((button) => `${button.textContent}:${button.getAttribute('aria-expanded')}`);

afterEach(cleanup);

describe('useMenuGroups', () => {
  it('unfolds the group of the active screen and keeps it unfolded when the screen leaves it', () => {
    const store = memoryStore();
    const { rerender } = render(shown(store, ['a']));
    expect(unfolded()).toEqual(['a:true', 'b:false']);
    rerender(shown(store, []));
    expect(unfolded()).toEqual(['a:true', 'b:false']);
    rerender(shown(store, ['b']));
    expect(unfolded()).toEqual(['a:true', 'b:true']);
  });

  it('folds and unfolds a group on the user’s click; a group the user folded stays folded on its own screen', () => {
    const store = memoryStore();
    const { rerender } = render(shown(store, ['a']));
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    expect(unfolded()).toEqual(['a:false', 'b:false']);
    rerender(shown(store, ['a']));
    expect(unfolded()).toEqual(['a:false', 'b:false']);
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    fireEvent.click(screen.getByRole('button', { name: 'a' }));
    expect(unfolded()).toEqual(['a:true', 'b:true']);
  });

  it('keeps the groups in the store: a menu mounted again shows them as they were', () => {
    const store = memoryStore();
    const { rerender } = render(shown(store, []));
    fireEvent.click(screen.getByRole('button', { name: 'b' }));
    rerender(shown(store, [], false));
    expect(screen.queryAllByRole('button')).toEqual([]);
    rerender(shown(store, []));
    expect(unfolded()).toEqual(['a:false', 'b:true']);
  });

  it('counts two clicks made before the menu is drawn again', () => {
    const store = memoryStore();
    render(shown(store, []));
    const button = screen.getByRole('button', { name: 'a' });
    act(() => {
      button.click();
      button.click();
    });
    expect(unfolded()).toEqual(['a:false', 'b:false']);
  });
});
