/**
 * The argument form of a tool on the play-the-model card, made from its JSON Schema: one field
 * per property (text, number, yes/no, a choice for an enum, JSON for anything nested), read back
 * into arguments with a message per field that does not fit.
 */
import type { JsonSchema } from '../../graph/schema.ts';

export type FieldKind = 'text' | 'number' | 'integer' | 'boolean' | 'enum' | 'json';

export interface FormField {
  name: string;
  kind: FieldKind;
  required: boolean;
  description: string;
  options: string[];
}

function kindOf(property: Record<string, unknown>): FieldKind {
  if (Array.isArray(property.enum) && property.enum.every((v) => typeof v === 'string')) return 'enum';
  const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
  if (type === 'string') return 'text';
  if (type === 'number') return 'number';
  if (type === 'integer') return 'integer';
  if (type === 'boolean') return 'boolean';
  return 'json';
}

export function formFields(schema: JsonSchema | null | undefined): FormField[] {
  const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    kind: kindOf(property ?? {}),
    required: required.has(name),
    description: typeof property?.description === 'string' ? property.description : '',
    options: Array.isArray(property?.enum) ? property.enum.map(String) : [],
  }));
}

/** A value shown in a field (from the suggestion's arguments). */
export function fieldText(field: FormField, value: unknown): string {
  if (value === undefined || value === null) return field.kind === 'boolean' ? 'false' : '';
  if (field.kind === 'json') return JSON.stringify(value);
  return String(value);
}

export type ReadArguments = { ok: true; value: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/** Reads field texts back into arguments; empty optional fields are left out. */
export function readArguments(fields: readonly FormField[], texts: Readonly<Record<string, string>>): ReadArguments {
  const value: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const text = (texts[field.name] ?? '').trim();
    if (text === '' && field.kind !== 'boolean') {
      if (field.required) errors[field.name] = 'Required';
      continue;
    }
    switch (field.kind) {
      case 'text':
      case 'enum':
        value[field.name] = texts[field.name];
        break;
      case 'boolean':
        value[field.name] = text === 'true';
        break;
      case 'number':
      case 'integer': {
        const n = Number(text);
        if (!Number.isFinite(n)) errors[field.name] = 'Not a number';
        else if (field.kind === 'integer' && !Number.isInteger(n)) errors[field.name] = 'Needs a whole number';
        else value[field.name] = n;
        break;
      }
      case 'json':
        try {
          value[field.name] = JSON.parse(text);
        } catch {
          errors[field.name] = 'Not valid JSON';
        }
        break;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
