import { describe, expect, it } from 'vitest';
import { evaluateFormula, evaluateVariables, FormulaError, MAX_DEPTH, MAX_SOURCE_LENGTH, MAX_TOKENS, MAX_VARIABLES, parseFormula } from './formula';

const calc = (source: string, values: Record<string, number> = {}) => evaluateFormula(parseFormula(source), values);

const errorOf = (run: () => unknown): FormulaError => {
  try {
    run();
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error('expected a FormulaError');
};

describe('parseFormula and evaluateFormula', () => {
  it('applies precedence and associativity', () => {
    expect(calc('2+3*4')).toBe(14);
    expect(calc('(2+3)*4')).toBe(20);
    expect(calc('2^3^2')).toBe(512);
    expect(calc('-2^2')).toBe(-4);
    expect(calc('(-2)^2')).toBe(4);
    expect(calc('2^-1')).toBe(0.5);
    expect(calc('10-4-3')).toBe(3);
    expect(calc('20/4/2')).toBe(2.5);
    expect(calc('7 % 3')).toBe(1);
    expect(calc('-7 % 3')).toBe(-1);
    expect(calc('1 + 2 < 4')).toBe(1);
    expect(calc('1 < 2 == 1')).toBe(1);
    expect(calc('1 || 1 && 0')).toBe(1);
    expect(calc('!0 + 1')).toBe(2);
  });

  it('reads decimal numbers, whitespace and Polish names', () => {
    expect(calc('0.5 + 1e6 + 1.5E-3')).toBe(1000000.5015);
    expect(calc(' \t2\n*\r\n3 ')).toBe(6);
    expect(calc('długość * szerokość + Żółć_2', { długość: 2, szerokość: 3, Żółć_2: 1 })).toBe(7);
  });

  it('computes the spec example: area = length * height / 1000000', () => {
    const area = parseFormula('length * height / 1000000');
    expect(area.names).toEqual(['length', 'height']);
    expect(evaluateFormula(area, { length: 1200, height: 1500 })).toBe(1.8);
    expect(evaluateFormula(area, { length: 2000, height: 500 })).toBe(1);
  });

  it('lists each name it reads once, without the functions', () => {
    expect(parseFormula('round(a * b, 2) + a + if(c, d, 0)').names).toEqual(['a', 'b', 'c', 'd']);
    expect(parseFormula('2 + 3').names).toEqual([]);
  });

  it('calls the functions', () => {
    expect(calc('min(3, 1, 2)')).toBe(1);
    expect(calc('max(3, 1, 2)')).toBe(3);
    expect(calc('max(min(5, 9), 4)')).toBe(5);
    expect(calc('ceil(1.2)')).toBe(2);
    expect(calc('floor(-1.2)')).toBe(-2);
    expect(calc('abs(-3)')).toBe(3);
    expect(calc('sqrt(16)')).toBe(4);
  });

  it('rounds half away from zero, to digits', () => {
    expect(calc('round(2.5)')).toBe(3);
    expect(calc('round(-2.5)')).toBe(-3);
    expect(calc('round(2.4)')).toBe(2);
    expect(calc('round(1.005, 2)')).toBe(1.01);
    expect(calc('round(-1.005, 2)')).toBe(-1.01);
    expect(calc('round(1234.5678, -2)')).toBe(1200);
    expect(calc('round(1250, -2)')).toBe(1300);
    expect(Object.is(calc('round(-0.4)'), 0)).toBe(true);
    expect(errorOf(() => calc('round(1, 16)'))).toMatchObject({ code: 'formulaTooComplex', position: 0 });
  });

  it('compares and combines truth values as 1 or 0', () => {
    expect([calc('1 < 2'), calc('2 < 2'), calc('2 <= 2'), calc('3 <= 2')]).toEqual([1, 0, 1, 0]);
    expect([calc('2 > 1'), calc('2 > 2'), calc('2 >= 2'), calc('1 >= 2')]).toEqual([1, 0, 1, 0]);
    expect([calc('2 == 2'), calc('2 == 3'), calc('2 != 3'), calc('2 != 2')]).toEqual([1, 0, 1, 0]);
    expect([calc('2 && 3'), calc('2 && 0'), calc('0 || -1'), calc('0 || 0'), calc('!5'), calc('!0')]).toEqual([1, 0, 1, 0, 0, 1]);
  });

  it('evaluates only the branch if, && and || need', () => {
    expect(calc('if(1, 2, 1/0)')).toBe(2);
    expect(calc('if(0, 1/0, 3)')).toBe(3);
    expect(calc('if(x > 0, x, missing)', { x: 1 })).toBe(1);
    expect(calc('0 && 1/0')).toBe(0);
    expect(calc('1 || 1/0')).toBe(1);
    expect(errorOf(() => calc('if(0, 2, 1/0)')).code).toBe('formulaDivisionByZero');
  });

  it('reports unknown names and functions, with the name', () => {
    expect(errorOf(() => calc('1 + width', { height: 1 }))).toMatchObject({ code: 'formulaUnknownName', subject: 'width', position: 4 });
    expect(errorOf(() => parseFormula('1 + foo(2)'))).toMatchObject({ code: 'formulaUnknownName', subject: 'foo', position: 4 });
    expect(errorOf(() => parseFormula('Max(1, 2)'))).toMatchObject({ code: 'formulaUnknownName', subject: 'Max' });
  });

  it('never reads names from Object.prototype', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(errorOf(() => calc(`${name} + 1`))).toMatchObject({ code: 'formulaUnknownName', subject: name });
    }
    expect(errorOf(() => parseFormula('constructor(1)'))).toMatchObject({ code: 'formulaUnknownName', subject: 'constructor' });
    // An own property of that name (as JSON.parse makes it) is an ordinary value.
    expect(calc('__proto__ * 2', JSON.parse('{"__proto__": 3}') as Record<string, number>)).toBe(6);
  });

  it('places syntax errors', () => {
    const cases: [string, number][] = [['2 +', 3], ['(1', 2], ['1 2', 2], ['@', 0], ['', 0], ['1,5', 1], ['a = 1', 2], ['2 * )', 4], ['1.', 1], ['x y', 2]];
    for (const [source, position] of cases) {
      expect(errorOf(() => parseFormula(source)), source).toMatchObject({ code: 'formulaSyntax', position });
    }
    expect(errorOf(() => parseFormula('round(1, 2, 3)'))).toMatchObject({ code: 'formulaSyntax', position: 0 });
    expect(errorOf(() => parseFormula('if(1, 2)')).code).toBe('formulaSyntax');
    expect(errorOf(() => parseFormula('min()')).code).toBe('formulaSyntax');
  });

  it('refuses a source, a token count or a nesting beyond the bounds', () => {
    expect(errorOf(() => parseFormula('('.repeat(10_000))).code).toBe('formulaTooComplex');
    const long = `${'1+'.repeat(MAX_SOURCE_LENGTH / 2)}1`;
    expect(errorOf(() => parseFormula(long)).code).toBe('formulaTooComplex');
    const many = `${'1+'.repeat(MAX_TOKENS)}1`;
    expect(errorOf(() => parseFormula(many))).toMatchObject({ code: 'formulaTooComplex', position: MAX_TOKENS });
    expect(calc(`${'1+'.repeat(MAX_TOKENS / 2 - 1)}1`)).toBe(MAX_TOKENS / 2);

    const nest = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`;
    expect(calc(nest(MAX_DEPTH))).toBe(1);
    expect(errorOf(() => parseFormula(nest(MAX_DEPTH + 1)))).toMatchObject({ code: 'formulaTooComplex', position: MAX_DEPTH });
    expect(errorOf(() => parseFormula(nest(400))).code).toBe('formulaTooComplex');
    expect(errorOf(() => parseFormula(`${'-'.repeat(300)}1`)).code).toBe('formulaTooComplex');
    expect(errorOf(() => parseFormula(`${'2^'.repeat(200)}1`)).code).toBe('formulaTooComplex');
    expect(errorOf(() => parseFormula(`${'abs('.repeat(100)}1${')'.repeat(100)}`)).code).toBe('formulaTooComplex');
  });

  it('refuses a huge exponent', () => {
    expect(calc('2^100')).toBe(2 ** 100);
    expect(errorOf(() => calc('2^101'))).toMatchObject({ code: 'formulaTooComplex', position: 1 });
    expect(errorOf(() => calc('2^-101')).code).toBe('formulaTooComplex');
    expect(errorOf(() => calc('x^y', { x: 1, y: 1e9 })).code).toBe('formulaTooComplex');
  });

  it('refuses division and modulo by zero', () => {
    expect(errorOf(() => calc('1/0'))).toMatchObject({ code: 'formulaDivisionByZero', position: 1 });
    expect(errorOf(() => calc('5 % (2-2)'))).toMatchObject({ code: 'formulaDivisionByZero', position: 2 });
    expect(errorOf(() => calc('1 / x', { x: 0 })).code).toBe('formulaDivisionByZero');
  });

  it('refuses a NaN or infinite result, also on the way', () => {
    expect(errorOf(() => calc('sqrt(-1)'))).toMatchObject({ code: 'formulaNotANumber', position: 0 });
    expect(errorOf(() => calc('1e308*10'))).toMatchObject({ code: 'formulaNotANumber', position: 5 });
    expect(errorOf(() => calc('1e308*10 > 0')).code).toBe('formulaNotANumber');
    expect(errorOf(() => calc('(-8)^(1/3)')).code).toBe('formulaNotANumber');
    expect(errorOf(() => calc('0^-1')).code).toBe('formulaNotANumber');
    expect(errorOf(() => parseFormula('1e999'))).toMatchObject({ code: 'formulaNotANumber', position: 0 });
    expect(errorOf(() => calc('x + 1', { x: Number.NaN }))).toMatchObject({ code: 'formulaNotANumber', subject: 'x' });
  });
});

describe('evaluateVariables', () => {
  it('computes variables in dependency order, with the inputs', () => {
    expect(evaluateVariables([{ name: 'b', expression: 'a*2' }, { name: 'a', expression: 'x+1' }], { x: 2 })).toEqual({ x: 2, a: 3, b: 6 });
    const area = evaluateVariables([{ name: 'area', expression: 'length * height / 1000000' }], { length: 1200, height: 1500 });
    expect(area).toEqual({ length: 1200, height: 1500, area: 1.8 });
  });

  it('names a variable of a cycle', () => {
    const cycle = errorOf(() => evaluateVariables([{ name: 'a', expression: 'b' }, { name: 'b', expression: 'a' }], {}));
    expect(cycle.code).toBe('formulaCycle');
    expect(['a', 'b']).toContain(cycle.subject);
    const longer = errorOf(() =>
      evaluateVariables([{ name: 'd', expression: '1' }, { name: 'a', expression: 'b + d' }, { name: 'b', expression: 'c' }, { name: 'c', expression: 'a' }], {}),
    );
    expect(longer.code).toBe('formulaCycle');
    expect(['a', 'b', 'c']).toContain(longer.subject);
    // Dependencies are read from the text: an untaken branch still closes a cycle.
    expect(errorOf(() => evaluateVariables([{ name: 'a', expression: 'if(1, 1, b)' }, { name: 'b', expression: 'a' }], {})).code).toBe('formulaCycle');
  });

  it('treats a self-reference as a cycle', () => {
    expect(errorOf(() => evaluateVariables([{ name: 'a', expression: 'a + 1' }], {}))).toMatchObject({ code: 'formulaCycle', subject: 'a' });
  });

  it('does not change its arguments', () => {
    const variables = [{ name: 'b', expression: 'a * 2' }, { name: 'a', expression: 'x + 1' }];
    const values = { x: 2 };
    const before = structuredClone({ variables, values });
    const result = evaluateVariables(Object.freeze(variables.map((v) => Object.freeze(v))), Object.freeze(values));
    expect({ variables, values }).toEqual(before);
    expect(result).not.toBe(values);
  });

  it('names the variable whose formula failed', () => {
    expect(errorOf(() => evaluateVariables([{ name: 'a', expression: '1 +' }], {}))).toMatchObject({ code: 'formulaSyntax', position: 3, variable: 'a' });
    expect(errorOf(() => evaluateVariables([{ name: 'a', expression: 'y * 2' }], { x: 1 }))).toMatchObject({
      code: 'formulaUnknownName',
      subject: 'y',
      variable: 'a',
    });
  });

  it('refuses a name defined twice, an invalid name and too many variables', () => {
    expect(errorOf(() => evaluateVariables([{ name: 'a', expression: '1' }, { name: 'a', expression: '2' }], {}))).toMatchObject({ code: 'formulaSyntax', subject: 'a' });
    expect(errorOf(() => evaluateVariables([{ name: 'x', expression: '1' }], { x: 2 }))).toMatchObject({ code: 'formulaSyntax', subject: 'x' });
    expect(errorOf(() => evaluateVariables([{ name: '2a', expression: '1' }], {}))).toMatchObject({ code: 'formulaSyntax', subject: '2a' });
    const variables = Array.from({ length: MAX_VARIABLES + 1 }, (_, i) => ({ name: `v${i}`, expression: '1' }));
    expect(errorOf(() => evaluateVariables(variables, {})).code).toBe('formulaTooComplex');
    expect(Object.keys(evaluateVariables(variables.slice(1), {}))).toHaveLength(MAX_VARIABLES);
  });

  it('keeps a variable named __proto__ an ordinary property', () => {
    const result = evaluateVariables([{ name: '__proto__', expression: '5' }, { name: 'b', expression: '__proto__ + 1' }], {});
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(result.b).toBe(6);
  });
});
