import React from "react";

/** "fp-x=0.5&fp-y=0.3" -> "50% 30%"; anything unreadable falls back to the centre. */
export function focalPointToPosition(query: string | undefined): string {
  const params = new URLSearchParams(query ?? "");
  const pct = (key: string) => {
    const n = Number(params.get(key));
    return params.has(key) && Number.isFinite(n) && n >= 0 && n <= 1 ? `${Math.round(n * 100)}%` : "50%";
  };
  return `${pct("fp-x")} ${pct("fp-y")}`;
}

type Props = { src: string; alt: string; focalPointQuery?: string; width?: number; height?: number; eager?: boolean; className?: string };

/** An image cropped by CSS around its focal point, lazy unless it is the page's first. */
export function FocalImage({ src, alt, focalPointQuery, width = 1200, height = 675, eager = false, className }: Props) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      {...(eager ? { fetchpriority: "high" } : {})}
      style={{ objectFit: "cover", objectPosition: focalPointToPosition(focalPointQuery) }}
    />
  );
}
