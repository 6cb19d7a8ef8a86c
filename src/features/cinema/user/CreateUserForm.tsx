import React, { useEffect } from "react";
import { navigateInSite } from "../../../links/navigate-in-site";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { FormField, FormSubmit } from "./FormField";
import { createUserSchema } from "./member-schemas";
import { useMemberForm } from "./useMemberForm";
import { createUser, loginErrorDeleted, selectUser } from "./userSlice";
import "./user.css";

export function CreateUserForm() {
  const dispatch = useAppDispatch();
  const { loading, error, userProfile, status } = useAppSelector(selectUser);
  const form = useMemberForm(createUserSchema, { userName: "", email: "", password: "" }, (v) => {
    dispatch(loginErrorDeleted());
    dispatch(createUser(v));
  });
  useEffect(() => {
    if (userProfile && status === "succeeded") navigateInSite("/min-side", { replace: true });
  }, [userProfile, status]);
  return (
    <form onSubmit={form.onSubmit} noValidate className="member-form" aria-busy={loading}>
      <FormField id="new-username" label="Brukernavn" autoComplete="nickname" {...form.field("userName")} />
      <FormField id="new-email" label="E-post" type="email" autoComplete="email" {...form.field("email")} />
      <FormField
        id="new-password"
        label="Passord"
        type="password"
        autoComplete="new-password"
        hint="Minst 8 tegn."
        {...form.field("password")}
      />
      <FormSubmit error={error} loading={loading} label="Opprett bruker" busyLabel="Oppretter …" />
    </form>
  );
}
