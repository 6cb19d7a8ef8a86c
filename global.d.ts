declare module "*.css";

declare module "@gatsbyjs/reach-router" {
  /** The current location; Gatsby's router re-renders on every navigation. */
  export function useLocation(): { pathname: string; search: string; hash: string };
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
