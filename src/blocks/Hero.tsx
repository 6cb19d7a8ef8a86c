import React from "react";
import { FocalImage } from "../components/FocalImage";
import { isDrawing, plainPicture, usePicture } from "../components/Image";
import type { BlockDataOf, BlockProps } from "./types";
import "./Hero.css";

/**
 * The page's picture from edge to edge with its heading (always there: the page's title when the
 * content leaves it out, BlockGrid's heroHeadingOf); the page's main heading and picture when it comes first.
 */
export function Hero({ data, first }: BlockProps<BlockDataOf<"Hero">>) {
  const Heading = first ? "h1" : "h2";
  // A map or floor plan is shown whole, with the heading under it rather than over its labels.
  const drawing = isDrawing(usePicture(data.image.url) ?? plainPicture(data.image.url, data.image.alt));
  return (
    <section className={drawing ? "hero hero--drawing" : "hero"}>
      <FocalImage
        className="hero__image"
        src={data.image.url}
        alt={data.image.alt}
        focalPointQuery={data.image.focalPointQuery}
        eager={first}
      />
      <div className="hero__text">
        <Heading>{data.heading}</Heading>
        {data.text && <p>{data.text}</p>}
      </div>
    </section>
  );
}
