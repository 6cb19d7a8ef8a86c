import React from "react";

/**
 * The site's icons, inline so they cost no request. Decorative by default (aria-hidden);
 * pass `title` when the icon is the only thing that names a control. Each is marked pure so
 * bundles keep only the icons a page uses. These are the header's and footer's, on every page;
 * the others are in content-icons.tsx: an icon used anywhere is kept in its module, and this
 * module is in every page's scripts.
 */
type IconProps = { title?: string; className?: string; size?: number };

export function svg(paths: React.ReactNode, viewBox = "0 0 24 24") {
  const Icon = ({ title, className, size = 24 }: IconProps) => (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={viewBox}
      fill="currentColor"
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      {paths}
    </svg>
  );
  return Icon;
}

export const SearchIcon = /* @__PURE__ */ svg(
  <path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />,
);
export const MenuIcon = /* @__PURE__ */ svg(<path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />);
export const CloseIcon = /* @__PURE__ */ svg(
  <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z" />,
);
export const ProfileIcon = /* @__PURE__ */ svg(
  <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z" />,
);
export const FacebookIcon = /* @__PURE__ */ svg(
  <path d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z" />,
);
