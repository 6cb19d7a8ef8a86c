import React from "react";
import { cinemaBaseUrl } from "./api/cinema-config";
import { CinemaRoot } from "./CinemaRoot";
import { PartBoundary, partFailed } from "./PartBoundary";
import { LoginForm } from "./user/LoginForm";
import { CreateUserForm } from "./user/CreateUserForm";
import { ForgotPasswordForm } from "./user/ForgotPasswordForm";
import { MemberPage } from "./MemberPage";
import { FilmPanel } from "./film/FilmPanel";
import { WatchMark } from "./watchlist/WatchMark";

const components = {
  login: LoginForm,
  "create-user": CreateUserForm,
  "forgot-password": ForgotPasswordForm,
  member: MemberPage,
  film: FilmPanel,
  "watch-mark": WatchMark,
};

/** Every member island (the live ticket status is not one: LiveStatusPart). */
export type IslandName = keyof typeof components;
export type IslandProps = { [K in IslandName]: React.ComponentProps<(typeof components)[K]> };

/** The member islands, behind one lazily loaded chunk with the store, Redux and the API client. */
export default function Islands<N extends IslandName>({
  name,
  props,
  partner,
}: {
  name: N;
  props: IslandProps[N];
  partner: number;
}) {
  if (!cinemaBaseUrl(partner)) {
    // A build without a cinema API: the film page and watch-list marks stay as they are; member pages say so.
    if (name === "film" || name === "watch-mark") return null;
    return <p role="alert">Kinotjenesten er ikke tilgjengelig akkurat nå. Prøv igjen senere, eller kontakt billettluka.</p>;
  }
  const Component = components[name] as unknown as React.ComponentType<object>;
  return (
    <CinemaRoot partner={partner}>
      <PartBoundary message={partFailed("Denne delen av siden")}>
        <Component {...(props as object)} />
      </PartBoundary>
    </CinemaRoot>
  );
}
