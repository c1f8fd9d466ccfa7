import { describe, expect, it } from 'vitest';
import { isStorableText, MAX_INPUT_DEPTH, unsafeInput } from './input';

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, keeps every real character', () => {
    expect(isStorableText('Zażółć gęślą jaźń 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('\uDC00')).toBe(false);
    expect(isStorableText('end\uD83D')).toBe(false);
    expect(isStorableText('\uD83D\uDE00')).toBe(true);
  });
});

describe('unsafeInput', () => {
  it('names the path of a bad text, in values and in keys', () => {
    expect(unsafeInput({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ path: 'a.1.c', code: 'invalidCharacter' });
    expect(unsafeInput({ a: { ['k\uD800']: 1 } })).toEqual({ path: 'a.?', code: 'invalidCharacter' });
    expect(unsafeInput({ description: 'Okno, 2 szt.', n: 5, flag: true, none: null })).toBeUndefined();
  });

  it('bounds the nesting without recursion, however deep the input', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 5000; i++) deep = [deep];
    expect(unsafeInput(deep)).toMatchObject({ code: 'tooDeep', params: { max: MAX_INPUT_DEPTH } });
    let fine: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = { x: fine };
    expect(unsafeInput(fine)).toBeUndefined();
    expect(unsafeInput({ x: fine })).toMatchObject({ code: 'tooDeep' });
  });
});
