/**
 * The schema shapes the graph format allows for tool parameters, handoff inputs and output types,
 * as cases for src/graph/pydanticSchema.ts. `scripts/writePydanticFixtures.ts` writes each case's
 * Python types (as the exports write them) and asks pydantic for its JSON Schema; the results are
 * src/graph/fixtures/pydanticSchemas.json, which pydanticSchema.test.ts compares with.
 */
export interface PydanticCase {
  name: string;
  /** function: `create_model(f"{name}_args")` of a tool's parameters; model: a BaseModel (handoff input); output: an output type */
  kind: 'function' | 'model' | 'output';
  schema: Record<string, unknown>;
  /** the model's docstring (kind model) */
  docstring?: string;
}

export const PYDANTIC_CASES: PydanticCase[] = [
  {
    name: 'scalars',
    kind: 'function',
    schema: {
      type: 'object',
      properties: { text: { type: 'string' }, count: { type: 'integer' }, ratio: { type: 'number' }, flag: { type: 'boolean' }, anything: {} },
      required: ['text', 'count', 'ratio', 'flag', 'anything'],
    },
  },
  {
    name: 'enums_and_consts',
    kind: 'function',
    schema: {
      type: 'object',
      properties: {
        color: { type: 'string', enum: ['red', 'green'] },
        one: { const: 'only' },
        level: { enum: [1, 2, 3] },
        mixed: { enum: ['a', 1] },
        ratio: { enum: [0.5, 1.5] },
        toggle: { enum: [true, false] },
        maybe: { enum: ['x', null] },
      },
      required: ['color', 'one', 'level', 'mixed', 'ratio', 'toggle'],
    },
  },
  {
    name: 'arrays',
    kind: 'function',
    schema: {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        any_items: { type: 'array' },
        matrix: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
        rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, label: { type: 'string' } }, required: ['id'] } },
      },
      required: ['tags', 'any_items', 'matrix', 'rows'],
    },
  },
  {
    name: 'nested_objects',
    kind: 'function',
    schema: {
      type: 'object',
      properties: {
        order: {
          type: 'object',
          description: 'The order to look up',
          properties: { id: { type: 'string' }, address: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
          required: ['id', 'address'],
        },
        filter: { type: 'object', properties: { since: { type: 'string' } } },
      },
      required: ['order'],
    },
  },
  {
    name: 'optional_and_nullable',
    kind: 'function',
    schema: {
      type: 'object',
      properties: {
        optional_text: { type: 'string' },
        required_text: { type: 'string' },
        nullable_required: { type: ['integer', 'null'] },
        nullable_any_of: { anyOf: [{ type: 'number' }, { type: 'null' }] },
        optional_nullable: { type: ['string', 'null'] },
        union: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        one_of: { oneOf: [{ type: 'boolean' }, { type: 'string' }, { type: 'null' }] },
        optional_model: { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
        model_or_text: { anyOf: [{ type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] }, { type: 'string' }] },
      },
      required: ['required_text', 'nullable_required', 'nullable_any_of', 'union', 'model_or_text'],
    },
  },
  {
    name: 'defaults',
    kind: 'function',
    schema: {
      type: 'object',
      properties: { limit: { type: 'integer', default: 10, minimum: 1 }, sort: { type: 'string', enum: ['asc', 'desc'], default: 'asc' }, query: { type: 'string', minLength: 1, pattern: '^[a-z]+$' } },
      required: ['query'],
    },
  },
  {
    name: 'descriptions',
    kind: 'function',
    schema: {
      type: 'object',
      description: 'Ignored at the root of a function',
      properties: {
        city: { type: 'string', description: 'The city name' },
        days: { type: 'integer', description: 'How many days' },
        where: { type: 'object', description: 'The place', properties: { lat: { type: 'number' } }, required: ['lat'] },
      },
      required: ['city', 'where'],
    },
  },
  {
    name: 'names_not_identifiers',
    kind: 'function',
    schema: {
      type: 'object',
      properties: {
        'max-results': { type: 'integer' },
        class: { type: 'string' },
        'Order ID': { type: 'string' },
        camelCase: { type: 'boolean' },
        nested: { type: 'object', properties: { 'from': { type: 'string' }, 'a-b': { type: 'integer' } }, required: ['from'] },
      },
      required: ['max-results', 'class', 'Order ID', 'nested'],
    },
  },
  { name: 'no_parameters', kind: 'function', schema: { type: 'object', properties: {} } },
  {
    name: 'handoff_input',
    kind: 'model',
    docstring: 'Why the customer is escalated.\n\nInclude the order id when there is one.',
    schema: {
      type: 'object',
      properties: { reason: { type: 'string', description: 'The reason' }, order_id: { type: 'string' }, priority: { enum: ['low', 'high'] } },
      required: ['reason'],
    },
  },
  { name: 'handoff_input_plain', kind: 'model', schema: { type: 'object', properties: { 'ticket-id': { type: 'integer' } }, required: ['ticket-id'] } },
  {
    name: 'output_object',
    kind: 'output',
    schema: { type: 'object', description: 'The answer', properties: { answer: { type: 'string' }, sources: { type: 'array', items: { type: 'string' } } }, required: ['answer', 'sources'] },
  },
  { name: 'output_list', kind: 'output', schema: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } } },
  { name: 'output_enum', kind: 'output', schema: { enum: ['yes', 'no'] } },
];
