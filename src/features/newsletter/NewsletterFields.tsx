import React from "react";
import { fieldId } from "./held-submit";
import "./newsletter.css";

export const HONEYPOT_NAME = "b_rissakulturhus_nyhetsbrev";

type Field = "EMAIL" | "FNAME" | "MMERGE2";
const FIELDS: { name: Field; label: string; type: string; autoComplete: string; required?: boolean }[] = [
  { name: "EMAIL", label: "E-post", type: "email", autoComplete: "email", required: true },
  { name: "FNAME", label: "Navn", type: "text", autoComplete: "name" },
  { name: "MMERGE2", label: "Mobil", type: "tel", autoComplete: "tel" },
];

export interface FieldState {
  values?: Record<Field, string>;
  errors?: Partial<Record<Field, string>>;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
}

/**
 * The sign-up fields, shared by the light form every page ships and the validating one that
 * loads on demand, so swapping one for the other changes nothing a visitor sees.
 */
export function NewsletterFields({ id, values, errors = {}, onChange, onBlur }: FieldState & { id: string }) {
  return (
    <>
      {FIELDS.map((f) => {
        const inputId = fieldId(id, f.name);
        const error = errors[f.name];
        return (
          <div className="newsletter__field" key={f.name}>
            <label htmlFor={inputId}>
              {f.label}
              {f.required ? <span aria-hidden="true"> *</span> : <span className="newsletter__optional"> (valgfritt)</span>}
            </label>
            <input
              id={inputId}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required={f.required}
              aria-required={f.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...(values ? { value: values[f.name], onChange, onBlur } : {})}
            />
            {error && (
              <p id={`${inputId}-error`} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {/* A field only bots fill in: off-screen, out of the tab order and hidden from screen readers. */}
      <div className="newsletter__trap" aria-hidden="true">
        <label htmlFor={`${id}-trap`}>La dette feltet stå tomt</label>
        <input id={`${id}-trap`} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
