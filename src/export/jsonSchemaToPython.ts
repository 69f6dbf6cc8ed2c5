/**
 * JSON Schema → Python type annotations and pydantic models, for the same subset as
 * jsonSchemaToZod.ts. The types come from src/graph/pydanticSchema.ts (which the engine's Python
 * profile uses to send what pydantic generates from them); this file writes them as Python.
 * Nested objects become their own `BaseModel` classes, emitted before use.
 */
import { optionalType, PydanticTypes, signatureOrder, type PyField, type PyModel } from '../graph/pydanticSchema.ts';
import type { Namer } from './identifiers.ts';
import { pyDocstring, pyString, pyValue } from './literals.ts';

// the docstring escape lives with the other escapes; exporters import it from here too
export { pyDocstring };

type Schema = Record<string, unknown>;

export { optionalType };
export type PythonField = PyField;

/** Collects the pydantic models and typing imports one Python file needs. */
export class PythonTypes {
  readonly types: PydanticTypes;

  constructor(namer: Namer) {
    this.types = new PydanticTypes((wanted) => namer.take(wanted), pyValue);
  }

  /** class definitions, in an order where each only uses earlier ones */
  get models(): string[] {
    return this.types.models.map(modelSource);
  }

  get typingImports(): Set<string> {
    return this.types.typingImports;
  }

  get usesPydantic(): boolean {
    return this.types.models.length > 0;
  }

  /** The annotation for `schema`; `hint` names a model class if one is needed. */
  annotation(schema: Schema, hint: string): string {
    return this.types.type(schema, hint).annotation;
  }

  /** The fields of an object schema (property order kept), typing nested objects as models. */
  fields(schema: Schema, hint: string): PythonField[] {
    return this.types.fields(schema, hint);
  }

  /** Defines a `BaseModel` for an object schema and returns its class name. */
  model(schema: Schema, hint: string, docstring?: string): string {
    return this.types.model(schema, hint, docstring).className;
  }
}

function modelSource(model: PyModel): string {
  const lines = [`class ${model.className}(BaseModel):`];
  if (model.docstring) lines.push(`    ${pyDocstring(model.docstring, '    ')}`, '');
  for (const field of model.fields) {
    const options = [
      ...(field.required ? [] : ['default=None']),
      ...(field.name !== field.jsonName ? [`alias=${pyString(field.jsonName)}`] : []),
      ...(field.description !== null ? [`description=${pyString(field.description)}`] : []),
    ];
    const type = field.required ? field.type : optionalType(field.type);
    if (options.length === 0) lines.push(`    ${field.name}: ${type}`);
    else if (options.length === 1 && !field.required) lines.push(`    ${field.name}: ${type} = None`);
    else lines.push(`    ${field.name}: ${type} = Field(${options.join(', ')})`);
  }
  if (model.fields.length === 0) lines.push('    pass');
  return lines.join('\n');
}

/** Python parameters: required ones first (a parameter with a default cannot precede one without). */
export function pythonParameters(fields: PythonField[]): string[] {
  return signatureOrder(fields).map((f) => (f.required ? `${f.name}: ${f.type}` : `${f.name}: ${optionalType(f.type)} = None`));
}

