/**
 * A bounded, iterative look at a parsed JSON document before anything else walks it: nesting
 * deeper than the limit is refused (recursive walks further on would die of RangeError), and an
 * own `__proto__` key is reported (JSON.parse makes it an own property, but copying it with `=`,
 * as schema parsers do, sets the copy's prototype instead: the key would vanish silently or
 * pollute the object). Never recursive, never throws.
 */
import { formatPath, type PathSegment } from './documentPath.ts';

export interface StructureProblem {
  path: string;
  message: string;
}

interface Frame {
  value: object;
  depth: number;
  parent: Frame | null;
  key: PathSegment | null;
}

function pathOf(frame: Frame | null, last?: PathSegment): string {
  const segments: PathSegment[] = last === undefined ? [] : [last];
  for (let f = frame; f && f.key !== null; f = f.parent) segments.push(f.key);
  return formatPath(segments.reverse());
}

const MAX_REPORTED = 20;

/** Problems of shape no schema can see safely: too deep, `__proto__` keys. Empty when fine. */
export function structureProblems(doc: unknown, maxDepth: number): StructureProblem[] {
  const problems: StructureProblem[] = [];
  if (typeof doc !== 'object' || doc === null) return problems;
  const stack: Frame[] = [{ value: doc, depth: 1, parent: null, key: null }];
  while (stack.length > 0 && problems.length < MAX_REPORTED) {
    const frame = stack.pop()!;
    if (frame.depth > maxDepth) {
      problems.push({
        path: pathOf(frame),
        message: `Nested too deeply: more than ${maxDepth} levels of objects and arrays. Nothing in a graph needs that many; the file was not read further.`,
      });
      // one report says it; walking the rest of a bomb would only cost time
      return problems;
    }
    if (Array.isArray(frame.value)) {
      for (let i = frame.value.length - 1; i >= 0; i--) {
        const child: unknown = frame.value[i];
        if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: frame.depth + 1, parent: frame, key: i });
      }
      continue;
    }
    const keys = Object.keys(frame.value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      if (key === '__proto__') {
        problems.push({ path: pathOf(frame, key), message: 'Field "__proto__" is not allowed: it names the object prototype in JavaScript. Rename or remove it.' });
        continue;
      }
      const child: unknown = (frame.value as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: frame.depth + 1, parent: frame, key });
    }
  }
  return problems;
}
