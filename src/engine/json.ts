/** JSON values, as context variables and recordings hold them. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
