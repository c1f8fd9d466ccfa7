/**
 * Arithmetic formulas for the product configurator, e.g. `area = length * height / 1000000`:
 * a tokenizer, a precedence-climbing parser and a tree-walking evaluator. Nothing is ever run as
 * JavaScript (no eval, Function or vm).
 *
 * Grammar, loosest first: `||`, `&&`, `== !=`, `< <= > >=`, `+ -`, `* / %`, unary `+ - !`, `^`
 * (right-associative, so `-2^2` is −4 and `2^3^2` is 512), then numbers (`12`, `0.5`, `1e6`; a
 * comma is never a decimal separator), names, calls and parentheses. Comparisons and `&& || !`
 * answer 1 or 0 (0 is false, anything else true); `&&`, `||` and `if` evaluate lazily. `%` keeps
 * the dividend's sign, as in JavaScript. Functions: min, max, round(x[, digits]) (half away from
 * zero), ceil, floor, abs, sqrt, if(cond, a, b).
 *
 * Evaluation is bounded in time by construction: the language has no loops or recursion and a
 * formula has at most MAX_TOKENS nodes, so no timer is needed.
 */

export type FormulaErrorCode =
  | 'formulaSyntax'
  | 'formulaUnknownName'
  | 'formulaDivisionByZero'
  | 'formulaTooComplex'
  | 'formulaCycle'
  | 'formulaNotANumber';

export const MAX_SOURCE_LENGTH = 2000;
/** Also bounds the AST: every node consumes at least one token of its own. */
export const MAX_TOKENS = 500;
export const MAX_DEPTH = 50;
export const MAX_EXPONENT = 100;
export const MAX_VARIABLES = 200;
/** Beyond about 15 decimal digits a double has nothing left to round. */
export const MAX_ROUND_DIGITS = 15;

export class FormulaError extends Error {
  readonly code: FormulaErrorCode;
  /** 0-based character offset in the formula's source. */
  readonly position?: number;
  /** The name concerned: an unknown identifier or function, a value that is not a number, a variable in a cycle. */
  readonly subject?: string;
  /** In evaluateVariables: the variable whose formula failed (positions are in its expression). */
  readonly variable?: string;

  constructor(code: FormulaErrorCode, message: string, details: { position?: number; subject?: string; variable?: string } = {}) {
    super(message);
    this.name = 'FormulaError';
    this.code = code;
    this.position = details.position;
    this.subject = details.subject;
    this.variable = details.variable;
  }
}

type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';
type UnaryOp = '-' | '+' | '!';
type FunctionName = 'min' | 'max' | 'round' | 'ceil' | 'floor' | 'abs' | 'sqrt' | 'if';

type Node =
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'name'; name: string; pos: number }
  | { kind: 'unary'; op: UnaryOp; operand: Node; pos: number }
  | { kind: 'binary'; op: BinaryOp | '^'; left: Node; right: Node; pos: number }
  | { kind: 'call'; fn: FunctionName; args: Node[]; pos: number };

const AST = Symbol('formulaAst');

/** A parsed formula. Only parseFormula makes one, so the evaluator always gets a checked tree. */
export type Formula = {
  readonly source: string;
  /** The identifiers it reads (not the functions it calls), each once, in order of appearance. */
  readonly names: readonly string[];
  readonly [AST]: Node;
};

const PRECEDENCE: Readonly<Record<BinaryOp, number>> = {
  '||': 1, '&&': 2, '==': 3, '!=': 3, '<': 4, '<=': 4, '>': 4, '>=': 4, '+': 5, '-': 5, '*': 6, '/': 6, '%': 6,
};

/** [fewest, most] arguments. */
const ARITY: Readonly<Record<FunctionName, readonly [number, number]>> = {
  min: [1, Infinity], max: [1, Infinity], round: [1, 2], ceil: [1, 1], floor: [1, 1], abs: [1, 1], sqrt: [1, 1], if: [3, 3],
};

type Token = { kind: 'number' | 'name' | 'op' | 'end'; text: string; pos: number };

const LETTERS = 'A-Za-z_ąćęłńóśźżĄĆĘŁŃÓŚŹŻ';
const NAME = new RegExp(`[${LETTERS}][${LETTERS}0-9]*`, 'y');
const NAME_ONLY = new RegExp(`^[${LETTERS}][${LETTERS}0-9]*$`);
const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const OPERATOR = /<=|>=|==|!=|&&|\|\||[-+*/%^<>!(),]/y;
const SPACE = /\s+/y;

const syntax = (message: string, position: number) => new FormulaError('formulaSyntax', message, { position });
const tooComplex = (message: string, position?: number) => new FormulaError('formulaTooComplex', message, { position });
const notANumber = (position: number, subject?: string) =>
  new FormulaError('formulaNotANumber', 'The result is not a finite number', { position, subject });

const tokenize = (source: string): Token[] => {
  const tokens: Token[] = [];
  let pos = 0;
  const match = (re: RegExp): string | undefined => {
    re.lastIndex = pos;
    return re.exec(source)?.[0];
  };
  while (pos < source.length) {
    const space = match(SPACE);
    if (space !== undefined) {
      pos += space.length;
      continue;
    }
    const number = match(NUMBER);
    const name = number === undefined ? match(NAME) : undefined;
    const op = number === undefined && name === undefined ? match(OPERATOR) : undefined;
    const text = number ?? name ?? op;
    if (text === undefined) throw syntax(`Unexpected character '${source[pos]}'`, pos);
    if (tokens.length === MAX_TOKENS) throw tooComplex(`A formula has at most ${MAX_TOKENS} tokens`, pos);
    // 1e999 would silently become Infinity.
    if (number !== undefined && !Number.isFinite(Number(number))) throw notANumber(pos);
    tokens.push({ kind: number !== undefined ? 'number' : name !== undefined ? 'name' : 'op', text, pos });
    pos += text.length;
  }
  tokens.push({ kind: 'end', text: '', pos });
  return tokens;
};

const parse = (tokens: readonly Token[]): Node => {
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index];
  const next = () => tokens[index++];
  const isOp = (text: string) => peek().kind === 'op' && peek().text === text;
  const expect = (text: string) => {
    if (!isOp(text)) throw syntax(`Expected '${text}'`, peek().pos);
    next();
  };
  // Every path by which the parser recurses goes through here, so the stack stays shallow.
  const nested = <T>(pos: number, parseInner: () => T): T => {
    if (++depth > MAX_DEPTH) throw tooComplex(`A formula nests at most ${MAX_DEPTH} levels`, pos);
    const inner = parseInner();
    depth--;
    return inner;
  };

  // Precedence climbing: each recursive call binds tighter, so this recursion is at most 7 deep.
  const parseBinary = (minPrecedence: number): Node => {
    let left = parseUnary();
    for (;;) {
      const token = peek();
      const precedence = token.kind === 'op' && Object.hasOwn(PRECEDENCE, token.text) ? PRECEDENCE[token.text as BinaryOp] : 0;
      if (precedence === 0 || precedence < minPrecedence) return left;
      next();
      const right = parseBinary(precedence + 1);
      left = { kind: 'binary', op: token.text as BinaryOp, left, right, pos: token.pos };
    }
  };

  const parseUnary = (): Node => {
    const token = peek();
    if (isOp('-') || isOp('+') || isOp('!')) {
      next();
      return { kind: 'unary', op: token.text as UnaryOp, operand: nested(token.pos, parseUnary), pos: token.pos };
    }
    return parsePower();
  };

  const parsePower = (): Node => {
    const base = parsePrimary();
    const token = peek();
    if (!isOp('^')) return base;
    next();
    // The exponent may itself be signed or a power: 2^-1, 2^3^2.
    return { kind: 'binary', op: '^', left: base, right: nested(token.pos, parseUnary), pos: token.pos };
  };

  const parsePrimary = (): Node => {
    const token = next();
    if (token.kind === 'number') return { kind: 'number', value: Number(token.text), pos: token.pos };
    if (token.kind === 'name') return isOp('(') ? parseCall(token) : { kind: 'name', name: token.text, pos: token.pos };
    if (token.kind === 'op' && token.text === '(') {
      const inner = nested(token.pos, () => parseBinary(1));
      expect(')');
      return inner;
    }
    throw syntax(token.kind === 'end' ? 'Expected a number, a name or (' : `Unexpected '${token.text}'`, token.pos);
  };

  const parseCall = (name: Token): Node => {
    if (!Object.hasOwn(ARITY, name.text)) {
      throw new FormulaError('formulaUnknownName', `Unknown function '${name.text}'`, { position: name.pos, subject: name.text });
    }
    const fn = name.text as FunctionName;
    expect('(');
    const args = nested(name.pos, () => {
      const list = [parseBinary(1)];
      while (isOp(',')) {
        next();
        list.push(parseBinary(1));
      }
      return list;
    });
    expect(')');
    const [fewest, most] = ARITY[fn];
    if (args.length < fewest || args.length > most) throw syntax(`Wrong number of arguments to ${fn}`, name.pos);
    return { kind: 'call', fn, args, pos: name.pos };
  };

  const root = parseBinary(1);
  if (peek().kind !== 'end') throw syntax(`Unexpected '${peek().text}'`, peek().pos);
  return root;
};

const collectNames = (node: Node, into: Set<string>): Set<string> => {
  if (node.kind === 'name') into.add(node.name);
  else if (node.kind === 'unary') collectNames(node.operand, into);
  else if (node.kind === 'binary') collectNames(node.right, collectNames(node.left, into));
  else if (node.kind === 'call') node.args.forEach((arg) => collectNames(arg, into));
  return into;
};

/**
 * Parses and checks a formula once, for evaluating many times.
 * @throws FormulaError formulaSyntax (with the position), formulaUnknownName for an unknown
 *   function, formulaTooComplex beyond the length, token or nesting bounds.
 */
export const parseFormula = (source: string): Formula => {
  if (source.length > MAX_SOURCE_LENGTH) throw tooComplex(`A formula has at most ${MAX_SOURCE_LENGTH} characters`);
  const root = parse(tokenize(source));
  return { source, names: Object.freeze([...collectNames(root, new Set())]), [AST]: root };
};

/** Half away from zero; 1.005 to 2 digits is 1.01 as written, not 1.00 as its double would give. */
const roundTo = (x: number, digits: number): number => {
  const scale = 10 ** Math.abs(digits);
  const scaled = digits >= 0 ? Math.abs(x) * scale : Math.abs(x) / scale;
  const rounded = Math.floor(Number(scaled.toPrecision(15)) + 0.5);
  return Math.sign(x) * (digits >= 0 ? rounded / scale : rounded * scale);
};

const BINARY: Readonly<Record<Exclude<BinaryOp, '&&' | '||'> | '^', (a: number, b: number) => number>> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '^': (a, b) => a ** b,
  '<': (a, b) => Number(a < b),
  '<=': (a, b) => Number(a <= b),
  '>': (a, b) => Number(a > b),
  '>=': (a, b) => Number(a >= b),
  '==': (a, b) => Number(a === b),
  '!=': (a, b) => Number(a !== b),
};

const evaluateNode = (node: Node, values: Readonly<Record<string, number>>): number => {
  const value = (n: Node) => evaluateNode(n, values);
  const truth = (n: Node) => value(n) !== 0;
  let result: number;
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'name': {
      // Own properties only: __proto__, constructor or toString never reach Object.prototype.
      if (!Object.hasOwn(values, node.name)) {
        throw new FormulaError('formulaUnknownName', `Unknown name '${node.name}'`, { position: node.pos, subject: node.name });
      }
      const v: unknown = values[node.name];
      if (typeof v !== 'number' || !Number.isFinite(v)) throw notANumber(node.pos, node.name);
      return v;
    }
    case 'unary':
      result = node.op === '!' ? Number(!truth(node.operand)) : node.op === '-' ? -value(node.operand) : value(node.operand);
      break;
    case 'call': {
      const { fn, args } = node;
      if (fn === 'if') return truth(args[0]) ? value(args[1]) : value(args[2]);
      const xs = args.map(value);
      if (fn === 'round') {
        const digits = Math.trunc(xs[1] ?? 0);
        if (Math.abs(digits) > MAX_ROUND_DIGITS) throw tooComplex(`round takes at most ${MAX_ROUND_DIGITS} digits`, node.pos);
        result = roundTo(xs[0], digits);
      } else {
        result = fn === 'min' ? Math.min(...xs) : fn === 'max' ? Math.max(...xs) : Math[fn](xs[0]);
      }
      break;
    }
    case 'binary': {
      const { op, left, right } = node;
      if (op === '&&') return Number(truth(left) && truth(right));
      if (op === '||') return Number(truth(left) || truth(right));
      const a = value(left);
      const b = value(right);
      if ((op === '/' || op === '%') && b === 0) throw new FormulaError('formulaDivisionByZero', 'Division by zero', { position: node.pos });
      if (op === '^' && Math.abs(b) > MAX_EXPONENT) throw tooComplex(`An exponent is at most ${MAX_EXPONENT}`, node.pos);
      result = BINARY[op](a, b);
      break;
    }
  }
  // Checked at every node, so that e.g. `1e308 * 10 > 0` cannot quietly turn an Infinity into 1.
  if (!Number.isFinite(result)) throw notANumber(node.pos);
  return result;
};

/**
 * The value of a parsed formula, reading identifiers from `values` (own properties only).
 * @throws FormulaError formulaUnknownName (a missing name, as `subject`), formulaDivisionByZero,
 *   formulaTooComplex (an exponent over MAX_EXPONENT), formulaNotANumber (NaN or ±Infinity on
 *   the way, or a value that is not a finite number).
 */
export const evaluateFormula = (formula: Formula, values: Readonly<Record<string, number>>): number =>
  evaluateNode(formula[AST], values) + 0; // + 0 turns a -0 (round(-0.4), 0 * -1) into 0

/**
 * Evaluates named formulas that may refer to each other and to the given values, in dependency
 * order; a cycle is a FormulaError 'formulaCycle' naming a variable in it. Returns every input
 * value plus every computed variable; neither argument is changed.
 *
 * Dependencies are read from the formulas' text, so a reference in an `if` branch that is never
 * taken still counts towards a cycle. A variable named twice, or like one of the values, is a
 * formulaSyntax error (which of the two a formula would read is ambiguous). Errors from a
 * variable's formula carry its name as `variable`.
 */
export const evaluateVariables = (
  variables: readonly { name: string; expression: string }[],
  values: Readonly<Record<string, number>>,
): Record<string, number> => {
  if (variables.length > MAX_VARIABLES) throw tooComplex(`At most ${MAX_VARIABLES} variables`);
  const inVariable = <T>(variable: string, run: () => T): T => {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof FormulaError) || error.variable !== undefined) throw error;
      throw new FormulaError(error.code, `${variable}: ${error.message}`, { position: error.position, subject: error.subject, variable });
    }
  };

  const formulas = new Map<string, Formula>();
  for (const { name, expression } of variables) {
    if (!NAME_ONLY.test(name)) throw new FormulaError('formulaSyntax', `'${name}' is not a valid variable name`, { subject: name, variable: name });
    if (formulas.has(name) || Object.hasOwn(values, name)) {
      throw new FormulaError('formulaSyntax', `'${name}' is defined twice`, { subject: name, variable: name });
    }
    formulas.set(name, inVariable(name, () => parseFormula(expression)));
  }

  // Depth-first topological order; a name met again while still open closes a cycle. At most
  // MAX_VARIABLES deep.
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      throw new FormulaError('formulaCycle', `'${name}' depends on itself`, { subject: name, variable: name });
    }
    state.set(name, 'open');
    for (const dependency of formulas.get(name)?.names ?? []) if (formulas.has(dependency)) visit(dependency);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of formulas.keys()) visit(name);

  const result: Record<string, number> = { ...values };
  for (const name of order) {
    const computed = inVariable(name, () => evaluateFormula(formulas.get(name) as Formula, result));
    // defineProperty, because assigning to a variable named __proto__ would set the prototype.
    Object.defineProperty(result, name, { value: computed, enumerable: true, writable: true, configurable: true });
  }
  return result;
};
