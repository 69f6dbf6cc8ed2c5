/**
 * Arithmetic in a message ("what is 17 * 23?", "(1200 - 300) / 4"): found and worked out exactly,
 * so the simulated code interpreter can show a real number. Numbers, + - * / % ^ ** × ÷ and
 * parentheses only; anything else is not arithmetic and gives null (never eval).
 */
// A minus counts only with spaces around it: 555-1234 and 2024-05-01 are not subtractions.
const EXPRESSION = /[(-]*\d[\d,]*(?:\.\d+)?\)*(?:(?:\s*(?:\*\*|[+*/%^×÷])\s*|\s+-\s+)[(-]*\d[\d,]*(?:\.\d+)?\)*)+/;

export interface Arithmetic {
  /** as Python writes it (the code the interpreter "ran") */
  python: string;
  value: number;
}

export function findArithmetic(text: string): Arithmetic | null {
  const match = text.match(EXPRESSION);
  if (!match) return null;
  const python = match[0].replace(/,(?=\d{3}\b)/g, '').replace(/×/g, '*').replace(/÷/g, '/').replace(/\^/g, '**').replace(/\s*(\*\*|[-+*/%])\s*/g, ' $1 ').replace(/\( /g, '(').trim();
  const value = evaluate(python);
  return value === null ? null : { python, value };
}

/** Recursive descent over + - (lowest), * / %, ** (right-associative), unary minus, parentheses. */
export function evaluate(source: string): number | null {
  const tokens = source.match(/\*\*|\d+(?:\.\d+)?|[-+*/%()]/g) ?? [];
  if (tokens.join('') !== source.replace(/\s+/g, '')) return null;
  let at = 0;
  const peek = () => tokens[at];
  const sum = (): number => {
    let left = product();
    while (peek() === '+' || peek() === '-') left = tokens[at++] === '+' ? left + product() : left - product();
    return left;
  };
  const product = (): number => {
    let left = power();
    while (peek() === '*' || peek() === '/' || peek() === '%') {
      const op = tokens[at++];
      const right = power();
      left = op === '*' ? left * right : op === '/' ? left / right : left - Math.floor(left / right) * right;
    }
    return left;
  };
  const power = (): number => {
    const base = unary();
    if (peek() !== '**') return base;
    at += 1;
    return base ** power();
  };
  const unary = (): number => {
    if (peek() === '-') {
      at += 1;
      return -unary();
    }
    if (peek() === '(') {
      at += 1;
      const inner = sum();
      if (tokens[at++] !== ')') throw new SyntaxError('unbalanced');
      return inner;
    }
    const token = tokens[at++];
    if (token === undefined || !/^\d/.test(token)) throw new SyntaxError('number expected');
    return Number(token);
  };
  try {
    const value = sum();
    return at === tokens.length && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** As Python prints it: integers without ".0", others to at most 10 significant digits. */
export function pythonNumber(value: number, python: string): string {
  const isFloat = /\//.test(python) || /\./.test(python);
  if (Number.isInteger(value)) return isFloat ? `${value}.0` : String(value);
  return String(Number(value.toPrecision(10)));
}
