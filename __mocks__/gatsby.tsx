import React from "react";

// Gatsby's runtime is not there in unit tests: links become plain anchors, queries come from the test.
const gatsby = jest.requireActual("gatsby");

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const prefetchPathname = jest.fn();
export const Link = jest.fn(
  ({
    to,
    activeClassName: _a,
    partiallyActive: _p,
    ...rest
  }: {
    to: string;
    activeClassName?: string;
    partiallyActive?: boolean;
  }) => React.createElement("a", { ...rest, href: to }),
);
export default gatsby;
