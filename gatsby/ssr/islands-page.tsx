import React, { type ReactElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";
import { isIslandsTemplate } from "../../src/islands/pages";
import { RUNTIME_SCRIPTS_ID } from "../../src/components/runtime-handover";

/**
 * A page built of islands (src/islands/pages.ts) gets, instead of Gatsby's scripts, the islands'
 * own: webpack's runtime and src/islands/boot.ts, their names written into the HTML renderer by the
 * build (gatsby/webpack/islands-entry.ts). Gatsby's runtime scripts, its page globals and its
 * preload hints go; everything else in the page stays. The runtime's scripts are listed as data, for
 * the page to start it late should it need it (src/islands/gatsby-runtime.ts).
 *
 * onRenderBody knows the page's template (its page data), onPreRenderHTML does the swap: Gatsby
 * renders two pages at a time in a worker, so what the first learns is kept by the page's address.
 */
const islandsPages = new Set<string>();

export function noteIslandsPage(pathname: string, componentChunkName: unknown): void {
  if (isIslandsTemplate(componentChunkName)) islandsPages.add(pathname);
}

/** The islands' scripts and Gatsby's runtime scripts, as the build wrote them in; none in `gatsby develop`, which has no islands. */
function builtScripts(): { islands: string[]; runtime: string[] } | null {
  const islands = process.env.ISLAND_SCRIPTS;
  const runtime = process.env.RUNTIME_SCRIPTS;
  return islands && runtime ? { islands: JSON.parse(islands) as string[], runtime: JSON.parse(runtime) as string[] } : null;
}

const propsOf = (node: ReactNode) =>
  (React.isValidElement(node) ? (node.props as Record<string, unknown>) : {}) as Record<string, unknown>;

/** Gatsby's own scripts at the end of the body: its runtime (a slice), its page globals, any script file. */
function isGatsbyScript(node: ReactNode): boolean {
  if (!React.isValidElement(node)) return false;
  const props = propsOf(node);
  if (props.sliceId === "_gatsby-scripts") return true;
  if (node.type !== "script") return false;
  return typeof props.src === "string" || props.id === "gatsby-script-loader" || props.id === "gatsby-chunk-mapping";
}

/** A hint for one of Gatsby's scripts in the head (preload or prefetch). */
const isScriptHint = (node: ReactNode) => React.isValidElement(node) && node.type === "link" && propsOf(node).as === "script";

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  if (!islandsPages.delete(pathname)) return;
  const scripts = builtScripts();
  if (!scripts) return;
  const body = getPostBodyComponents() as ReactNode[];
  replacePostBodyComponents([
    ...body.filter((node) => !isGatsbyScript(node)),
    <script
      key={RUNTIME_SCRIPTS_ID}
      id={RUNTIME_SCRIPTS_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(scripts.runtime) }}
    />,
    ...scripts.islands.map((src) => <script key={src} src={src} async />),
  ] as ReactElement[]);
  replaceHeadComponents((getHeadComponents() as ReactNode[]).filter((node) => !isScriptHint(node)) as ReactElement[]);
};
