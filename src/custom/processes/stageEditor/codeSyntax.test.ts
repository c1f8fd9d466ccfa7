import { javascript } from '@codemirror/lang-javascript';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { syntaxErrors } from './codeSyntax';

const errorsIn = (doc: string) => syntaxErrors(EditorState.create({ doc, extensions: [javascript()] }));

describe('syntax errors in stage code (the body of an async function)', () => {
  it.each([
    ['return owner.amount > 1000;'],
    ['await x; return true;'],
    ['const order = await task.get("order");\nif (!order) return "Brak zamówienia";\nowner.set("status", 18);\nlog(order.number);'],
    [''],
  ])('finds none in %j', (doc) => {
    expect(errorsIn(doc)).toEqual([]);
  });

  it.each([['return (;'], ['if (owner.amount > ) { return true; }'], ['const = 5;'], ['log("unclosed);']])('finds one in %j', (doc) => {
    expect(errorsIn(doc).length).toBeGreaterThan(0);
  });

  it('points at the mistake', () => {
    const [error] = errorsIn('return true;\nreturn (;');
    expect(error.from).toBeGreaterThanOrEqual('return true;\nreturn ('.length);
  });
});
