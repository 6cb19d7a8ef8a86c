import React from "react";

/** A labelled input with its error announced and tied to it. */
export function FormField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
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
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" disabled={loading}>
        {loading ? busyLabel : label}
      </button>
    </>
  );
}
