import React from "react";
import { Link } from "gatsby";

type Props = { to: string; children: React.ReactNode; className?: string; activeClassName?: string } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href"
>;

/** A link that uses Gatsby's client-side routing inside the site and a plain link elsewhere. */
export function SmartLink({ to, children, activeClassName, ...rest }: Props) {
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} activeClassName={activeClassName} {...(rest as object)}>
      {children}
    </Link>
  );
}
