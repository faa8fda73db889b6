import { ValidationError, type ObjectSchema } from 'yup';

/** A form's errors: each field with a broken rule, and the first message of that field. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** Checks every field against `schema`; empty when the values are valid. */
export function formErrors<T extends object>(schema: ObjectSchema<T>, values: T): FormErrors<T> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FormErrors<T> = {};
    for (const issue of error.inner) {
      const field = issue.path as keyof T | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}
