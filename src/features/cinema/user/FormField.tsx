import React from "react";
import "./user.css";

/**
 * A labelled input with its rule shown before the first try (`hint`) and its error announced, both
 * tied to it.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The server's message, styled and announced as the field errors are. */
export function FormError({ error }: { error: { message: string } | null }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error.message}
    </p>
  );
}

/** The end of a member form: the server's message, if any, and the submit button with its busy text. */
export function FormSubmit({
  error,
  loading,
  label,
  busyLabel,
}: {
  error: { message: string } | null;
  loading: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <FormError error={error} />
      <button type="submit" disabled={loading}>
        {loading ? busyLabel : label}
      </button>
    </>
  );
}
