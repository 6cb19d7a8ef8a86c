import React from "react";
import { SiteQueries } from "./site-queries";

/** A preview that cannot be drawn yet (a new entry half filled in) says so instead of breaking the pane. */
export class PreviewFrame extends React.Component<{ children: React.ReactNode }, { error: string | null }> {
  state = { error: null as string | null };

  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }

  componentDidUpdate(previous: { children: React.ReactNode }) {
    if (previous.children !== this.props.children && this.state.error) this.setState({ error: null });
  }

  render() {
    if (this.state.error)
      return (
        <p role="status" style={{ padding: "1rem", fontFamily: "sans-serif" }}>
          Forhåndsvisningen kommer når de påkrevde feltene er fylt ut.
        </p>
      );
    return <SiteQueries>{this.props.children}</SiteQueries>;
  }
}

/** What Decap hands a preview template. */
export interface PreviewProps {
  entry: { getIn: (path: string[]) => { toJS?: () => unknown } | undefined };
  getAsset: (path: string) => { toString: () => string } | undefined;
}

export function entryData<T>(props: PreviewProps): Partial<T> {
  return (props.entry.getIn(["data"])?.toJS?.() ?? {}) as Partial<T>;
}

/** An image the content names by its site path (/images/x.jpg), as the editor can show it (uploaded or in content/images). */
export function assetUrl(props: PreviewProps, url: string | undefined): string {
  if (!url) return "";
  if (/^https:\/\//.test(url)) return url;
  return props.getAsset(url)?.toString() ?? url;
}

/** `value` with every image the content names by its site path ({ url: "/images/x.jpg" }, at any depth) as the editor can show it. */
export function withAssetUrls<T>(props: PreviewProps, value: T): T {
  if (Array.isArray(value)) return value.map((item) => withAssetUrls(props, item)) as T;
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>))
    out[key] =
      key === "url" && typeof inner === "string" && inner.startsWith("/images/")
        ? assetUrl(props, inner)
        : withAssetUrls(props, inner);
  return out as T;
}
