declare module "*.css";

declare module "@gatsbyjs/reach-router" {
  /** The current location; Gatsby's router re-renders on every navigation. */
  export function useLocation(): { pathname: string; search: string; hash: string };
}
