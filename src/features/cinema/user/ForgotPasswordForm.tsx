import React from "react";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { FormField, FormSubmit } from "./FormField";
import { forgotPasswordSchema } from "./member-schemas";
import { useMemberForm } from "./useMemberForm";
import { forgotPassword, selectUser } from "./userSlice";

export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const { loading, error, isEmailSent } = useAppSelector(selectUser);
  const form = useMemberForm(forgotPasswordSchema, { email: "" }, (v) => dispatch(forgotPassword(v)));
  if (isEmailSent) {
    return (
      <p role="status" className="form-success">
        Vi har sendt deg en e-post med en lenke for å lage nytt passord. Sjekk innboksen (og søppelposten) for {form.values.email}
        .
      </p>
    );
  }
  return (
    <form onSubmit={form.onSubmit} noValidate className="member-form" aria-busy={loading}>
      <FormField id="forgot-email" label="E-post" type="email" autoComplete="email" {...form.field("email")} />
      <FormSubmit error={error} loading={loading} label="Send" busyLabel="Sender …" />
    </form>
  );
}
