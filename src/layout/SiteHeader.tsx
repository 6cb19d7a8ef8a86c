import React from "react";
import { MemberLink } from "../features/cinema";
import { SavedLink } from "../features/saved";
import { Header, type HeaderContent } from "../components/Header";

/**
 * The header every page frame shows, with the icon links of the saved list and the member part: one
 * island (src/islands/parts.ts), its content plain data.
 */
export function SiteHeader(content: HeaderContent) {
  return (
    <Header
      {...content}
      links={
        <>
          <SavedLink />
          <MemberLink />
        </>
      }
    />
  );
}
