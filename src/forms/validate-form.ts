import type { AnyObjectSchema } from "yup";

/** Runs a yup schema over form values; the first message per field, {} when all is well. */
export function validateForm<V extends object>(schema: AnyObjectSchema, values: V): Partial<Record<keyof V, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<Record<keyof V, string>> = {};
    for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const key = inner.path as keyof V;
      if (key && !errors[key]) errors[key] = inner.message;
    }
    return errors;
  }
}
