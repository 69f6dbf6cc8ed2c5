import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Namer } from './identifiers.ts';
import { pyDocstring, PythonTypes } from './jsonSchemaToPython.ts';

describe('JSON Schema to Python types', () => {
  it('annotates the subset with modern typing and collects imports', () => {
    const types = new PythonTypes(new Namer('py'));
    expect(types.annotation({ type: 'array', items: { type: 'integer' } }, 'X')).toBe('list[int]');
    expect(types.annotation({ type: ['string', 'null'] }, 'X')).toBe('str | None');
    expect(types.annotation({ anyOf: [{ type: 'number' }, { type: 'boolean' }, { type: 'null' }] }, 'X')).toBe('float | bool | None');
    expect(types.annotation({ enum: ['a', 1] }, 'X')).toBe('Literal["a", 1]');
    expect(types.annotation({ type: 'object' }, 'X')).toBe('dict[str, Any]');
    expect([...types.typingImports].sort()).toEqual(['Any', 'Literal']);
  });

  it('defines nested objects as pydantic models before the models that use them', () => {
    const types = new PythonTypes(new Namer('py'));
    const name = types.model(
      {
        type: 'object',
        properties: { from: { type: 'string', description: 'Origin' }, inner: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] }, note: { type: 'string' } },
        required: ['from', 'inner'],
      },
      'move input',
    );
    expect(name).toBe('MoveInput');
    expect(types.models).toEqual([
      'class MoveInputInner(BaseModel):\n    n: int',
      'class MoveInput(BaseModel):\n    from_: str = Field(alias="from", description="Origin")\n    inner: MoveInputInner\n    note: str | None = None',
    ]);
  });

  it('writes docstrings that Python reads back as the same text', () => {
    const texts = ['Say """hi"""', 'ends with "', 'back\\slash "quoted"', 'slash then quote\\"', 'Line one\n\nLine two'];
    const program = texts.map((t) => `print(json.dumps(inspect.cleandoc(${pyDocstring(t, '    ')})))`).join('\n');
    const out = execFileSync('python3', ['-c', `import inspect, json\n${program}`], { encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' }).trim().split('\n');
    expect(out.map((l) => JSON.parse(l))).toEqual(texts);
    expect(pyDocstring('Line one\n\nLine two', '    ')).toBe('"""Line one\n\n    Line two\n    """');
  });
});
