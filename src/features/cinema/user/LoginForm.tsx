import React, { useEffect } from "react";
import { Link } from "gatsby";
import { navigateInSite } from "../../../links/navigate-in-site";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { sameSitePath } from "../api/same-site-path";
import { FormField, FormSubmit } from "./FormField";
import { loginSchema } from "./member-schemas";
import { useMemberForm } from "./useMemberForm";
import { login, loginErrorDeleted, selectUser } from "./userSlice";
import "./user.css";

/**
 * Where to go after logging in: a path on this site (sameSitePath: normalised, and checked again
 * as the browser will read it), else the member page.
 */
export function safeNext(
  next: string | null | undefined,
  origin = typeof window === "undefined" ? "https://localhost" : window.location.origin,
): string {
  return sameSitePath(next, origin) ?? "/min-side";
}

export function LoginForm({ next }: { next?: string }) {
  const dispatch = useAppDispatch();
  const { loading, error, userProfile } = useAppSelector(selectUser);
  const form = useMemberForm(loginSchema, { email: "", password: "" }, (v) => {
    dispatch(loginErrorDeleted());
    dispatch(login(v));
  });
  useEffect(() => {
    if (userProfile) navigateInSite(safeNext(next), { replace: true });
  }, [userProfile, next]);
  return (
    <form onSubmit={form.onSubmit} noValidate className="member-form" aria-busy={loading}>
      <FormField id="login-email" label="E-post" type="email" autoComplete="email" {...form.field("email")} />
      <FormField
        id="login-password"
        label="Passord"
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <FormSubmit error={error} loading={loading} label="Logg inn" busyLabel="Logger inn …" />
      <p className="member-form__links">
        <Link to="/min-side/glemt-passord">Glemt passordet?</Link> · <Link to="/min-side/ny-bruker">Opprett ny bruker</Link>
      </p>
    </form>
  );
}
