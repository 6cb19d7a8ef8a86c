import { useState } from "react";
import type { AnyObjectSchema } from "yup";
import { validateForm } from "../../../forms/validate-form";

/** Values, field errors and a submit that validates first, for the member forms. */
export function useMemberForm<V extends Record<string, string>>(schema: AnyObjectSchema, initial: V, send: (values: V) => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateForm(schema, values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send(values);
  };
  return { field, onSubmit, values };
}
