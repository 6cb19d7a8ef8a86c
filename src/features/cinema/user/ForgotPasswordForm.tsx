import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { FormField, FormSubmit } from "./FormField";
import { forgotPasswordSchema } from "./member-schemas";
import { useMemberForm } from "./useMemberForm";
import { forgotPassword, forgotPasswordAnswer, loginErrorDeleted, selectUser } from "./userSlice";
import "./user.css";

/**
 * Asks for a new-password e-mail. Whether or not the address has an account, the answer reads the
 * same (so the form tells nobody who is a member); the store still keeps the cinema system's error,
 * and a failure that says nothing about the address (no connection, a server fault) is shown.
 */
export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [sent, setSent] = useState(false);
  const form = useMemberForm(forgotPasswordSchema, { email: "" }, (v) => {
    setSent(true);
    dispatch(forgotPassword(v));
  });
  // What this form asked leaves with it: the login form on the next page starts without its error.
  useEffect(
    () => () => {
      dispatch(loginErrorDeleted());
    },
    [dispatch],
  );
  const answer = sent ? forgotPasswordAnswer(user) : "none";
  if (answer === "answered") {
    return (
      <div role="status" className="notice notice--success member-answer">
        <p>
          Hvis det finnes en kinobruker med e-postadressen <strong>{form.values.email.trim()}</strong>, har vi sendt en e-post dit
          med en lenke for å lage nytt passord. Sjekk innboksen, og søppelposten.
        </p>
        <p>
          Kommer det ingen e-post i løpet av noen minutter, kan det hende du registrerte deg med en annen adresse. Du kan også{" "}
          <Link to="/min-side/ny-bruker">opprette en ny bruker</Link>.
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={form.onSubmit} noValidate className="member-form" aria-busy={user.loading}>
      <p className="member-form__intro">
        Skriv e-postadressen du logger inn med, så sender vi deg en lenke for å lage nytt passord.
      </p>
      <FormField id="forgot-email" label="E-post" type="email" autoComplete="email" {...form.field("email")} />
      <FormSubmit error={answer === "failed" ? user.error : null} loading={user.loading} label="Send" busyLabel="Sender …" />
      <p className="member-form__links">
        <Link to="/min-side/logg-inn">Tilbake til innlogging</Link>
      </p>
    </form>
  );
}
