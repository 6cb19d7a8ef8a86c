import React from "react";
import { CinemaRoot } from "./CinemaRoot";
import { LoginForm } from "../user/LoginForm";
import { CreateUserForm } from "../user/CreateUserForm";
import { ForgotPasswordForm } from "../user/ForgotPasswordForm";
import { MemberPage } from "../user/MemberPage";
import { FilmPanel } from "../movieInfo/FilmPanel";
import { LiveStatus } from "../events/LiveStatus";

const components = {
  login: LoginForm,
  "create-user": CreateUserForm,
  "forgot-password": ForgotPasswordForm,
  member: MemberPage,
  film: FilmPanel,
  "live-status": LiveStatus,
};

export type IslandName = keyof typeof components;
export type IslandProps = { [K in IslandName]: React.ComponentProps<(typeof components)[K]> };

/** Every cinema island, behind one lazily loaded chunk with the store, Redux and the API client. */
export default function Islands<N extends IslandName>({ name, props, partner }: { name: N; props: IslandProps[N]; partner: number }) {
  const Component = components[name] as unknown as React.ComponentType<object>;
  return (
    <CinemaRoot partner={partner}>
      <Component {...(props as object)} />
    </CinemaRoot>
  );
}
