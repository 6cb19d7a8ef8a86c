import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { ProfileIcon } from "../../components/icons";
import { loadProfile } from "./api/profile-storage";

/**
 * The header's way to the member part ("Min side"): the member page for a logged-in member,
 * otherwise the login, which returns there. Only the stored profile is read, never the store or
 * the API client, so the link costs every page a few lines. The server cannot know, so it renders
 * the member page's address and the browser corrects it after hydration.
 */
export function MemberLink() {
  const [href, setHref] = useState("/min-side");
  useEffect(() => setHref(loadProfile() ? "/min-side" : "/min-side/logg-inn?neste=/min-side"), []);
  return (
    <Link to={href} className="icon-button" aria-label="Min side">
      <ProfileIcon />
    </Link>
  );
}
