import React from "react";
import { SmartLink } from "../components/SmartLink";
import { ArrowRightIcon } from "../components/content-icons";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import "./QuickLinks.css";

export function QuickLinks({ data, id }: BlockProps<BlockData<"QuickLinks">>) {
  const headingId = `${id}-heading`;
  return (
    <nav
      className="block quick-links"
      aria-labelledby={data.heading ? headingId : undefined}
      aria-label={data.heading ? undefined : "Snarveier"}
    >
      {data.heading && <h2 id={headingId}>{data.heading}</h2>}
      <ul>
        {data.links.map((link) => (
          <li key={link.path}>
            <SmartLink to={link.path}>
              {link.label} <ArrowRightIcon size={18} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
