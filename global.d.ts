declare module "*.css";

declare module "@gatsbyjs/reach-router" {
  /** The current location; Gatsby's router re-renders on every navigation. */
  export function useLocation(): { pathname: string; search: string; hash: string };
  /** Gives what is inside it the browser's address, following the history (an island has no router above it). */
  export function LocationProvider(props: { children?: import("react").ReactNode }): import("react").ReactElement;
}

/** mini-css-extract-plugin 1.x (Gatsby's CSS extraction) ships no types: the part the build's tests use. */
declare module "mini-css-extract-plugin" {
  import type { WebpackPluginInstance, RuleSetUseItem } from "webpack";
  class MiniCssExtractPlugin implements WebpackPluginInstance {
    constructor(options?: { filename?: string; experimentalUseImportModule?: boolean });
    options: Record<string, unknown>;
    apply: WebpackPluginInstance["apply"];
    static loader: string & RuleSetUseItem;
  }
  export default MiniCssExtractPlugin;
}

// decap-cms-locales ships no types: each locale is a tree of phrases.
declare module "decap-cms-locales" {
  export const nb_no: Record<string, unknown>;
}

/**
 * A query's result type (`Queries.*`, written by the build into src/gatsby-types.d.ts) as a view
 * that draws it takes it: a field the query gives as null may also be left out, so the web
 * editor's previews can hand the same view the content as it is written (an optional field absent,
 * not null). Made from the query's type, so a field the query asks for is in it with nothing else
 * to edit.
 */
type QueryData<T> = T extends string | number | boolean | null | undefined
  ? T
  : // JSON (Record<string, unknown>): as it is.
    string extends keyof T
    ? T
    : T extends ReadonlyArray<infer I>
      ? ReadonlyArray<QueryData<I>>
      : { [K in keyof T as null extends T[K] ? K : never]?: QueryData<T[K]> } & {
          [K in keyof T as null extends T[K] ? never : K]: QueryData<T[K]>;
        };
