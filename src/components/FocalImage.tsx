import React from "react";
import { Image, plainPicture, usePicture } from "./Image";

type Props = {
  src: string;
  alt: string;
  focalPointQuery?: string;
  width?: number;
  height?: number;
  eager?: boolean;
  className?: string;
};

/**
 * An image named by its content URL, for code that has the URL rather than the picture (the
 * slideshows): the block's prepared picture when the build made one, else the file as it is.
 * Renders through the one image component.
 */
export function FocalImage({ src, alt, focalPointQuery, width, height, eager = false, className }: Props) {
  const picture = usePicture(src);
  return (
    <Image
      picture={picture ?? plainPicture(src, alt, focalPointQuery, width, height)}
      alt={alt}
      eager={eager}
      className={className}
    />
  );
}
