/** Types of the generated draft-07 meta-schema validator (scripts/draft07Validator.ts). */
import type { ErrorObject } from 'ajv';

export interface Draft07Validate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validate: Draft07Validate;
export default validate;
