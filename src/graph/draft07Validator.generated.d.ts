/** Types of draft07Validator.generated.js (ajv standalone code, see scripts/draft07Validator.ts). */
import type { ErrorObject } from 'ajv';

export interface Draft07Validate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const validate: Draft07Validate;
export default validate;
