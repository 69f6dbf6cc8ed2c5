/**
 * JSON Schema → Python type annotations and pydantic models, for the same subset as
 * jsonSchemaToZod.ts. Nested objects become their own `BaseModel` classes, emitted before use.
 */
import { pascalCase, pythonName, type Namer } from './identifiers.ts';
import { pyDocstring, pyString, pyValue } from './literals.ts';

// the docstring escape lives with the other escapes; exporters import it from here too
export { pyDocstring };

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface PythonField {
  /** the Python name (differs from `jsonName` only for keywords and non-identifiers) */
  name: string;
  jsonName: string;
  type: string;
  /** listed in the schema's `required` (optional fields default to None) */
  required: boolean;
  description: string | null;
}

/** Collects the pydantic models and typing imports one Python file needs. */
export class PythonTypes {
  /** class definitions, in an order where each only uses earlier ones */
  readonly models: string[] = [];
  readonly typingImports = new Set<string>();
  usesPydantic = false;
  private readonly namer: Namer;

  constructor(namer: Namer) {
    this.namer = namer;
  }

  /** The annotation for `schema`; `hint` names a model class if one is needed. */
  annotation(schema: Schema, hint: string): string {
    if (Array.isArray(schema.enum) || 'const' in schema) {
      const values = Array.isArray(schema.enum) ? schema.enum : [schema.const];
      this.typingImports.add('Literal');
      return `Literal[${values.map(pyValue).join(', ')}]`;
    }
    const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
    if (union) {
      const options = union.map((o, i) => (isSchema(o) ? this.annotation(o, union.length > 1 ? `${hint}Option${i + 1}` : hint) : 'Any'));
      if (options.includes('Any')) this.typingImports.add('Any');
      return [...new Set(options)].join(' | ');
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (isSchema(schema.properties) ? 'object' : undefined)];
    const annotations = types.map((type) => this.single(String(type), schema, hint));
    return [...new Set(annotations)].join(' | ');
  }

  private single(type: string, schema: Schema, hint: string): string {
    switch (type) {
      case 'string':
        return 'str';
      case 'integer':
        return 'int';
      case 'number':
        return 'float';
      case 'boolean':
        return 'bool';
      case 'null':
        return 'None';
      case 'array':
        return `list[${isSchema(schema.items) ? this.annotation(schema.items, `${hint}Item`) : 'Any'}]`;
      case 'object':
        if (isSchema(schema.properties) && Object.keys(schema.properties).length > 0) return this.model(schema, hint);
        this.typingImports.add('Any');
        return 'dict[str, Any]';
      default:
        this.typingImports.add('Any');
        return 'Any';
    }
  }

  /** The fields of an object schema (property order kept), typing nested objects as models. */
  fields(schema: Schema, hint: string): PythonField[] {
    const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    return properties.map(([name, value]) => {
      const property = isSchema(value) ? value : {};
      return {
        name: pythonName(name),
        jsonName: name,
        required: required.has(name),
        type: this.annotation(property, `${hint}${pascalCase(name)}`),
        description: typeof property.description === 'string' ? property.description : null,
      };
    });
  }

  /** Defines a `BaseModel` for an object schema and returns its class name. */
  model(schema: Schema, hint: string, docstring?: string): string {
    const className = this.namer.take(pascalCase(hint));
    const fields = this.fields(schema, className);
    this.usesPydantic = true;
    const doc = docstring ?? (typeof schema.description === 'string' ? schema.description : null);
    const lines = [`class ${className}(BaseModel):`];
    if (doc) lines.push(`    ${pyDocstring(doc, '    ')}`, '');
    for (const field of fields) {
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
    if (fields.length === 0) lines.push('    pass');
    this.models.push(lines.join('\n'));
    return className;
  }
}

/** `T | None` unless T already admits None. */
export function optionalType(type: string): string {
  return type.split(' | ').includes('None') ? type : `${type} | None`;
}

/** Python parameters: required ones first (a parameter with a default cannot precede one without). */
export function pythonParameters(fields: PythonField[]): string[] {
  const ordered = [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
  return ordered.map((f) => (f.required ? `${f.name}: ${f.type}` : `${f.name}: ${optionalType(f.type)} = None`));
}

