import React, { useContext } from "react";
import { Image, PicturesComing, plainPicture, usePicture } from "./Image";

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
 * slideshows): the block's prepared picture when the build made one; where the block's pictures
 * are still coming (PicturesComing), its frame alone until its own comes; else the file as it is.
 * Renders through the one image component.
 */
export function FocalImage({ src, alt, focalPointQuery, width, height, eager = false, className }: Props) {
  const picture = usePicture(src);
  const coming = useContext(PicturesComing);
  return (
    <Image
      picture={picture ?? plainPicture(src, alt, focalPointQuery, width, height)}
      filesLater={!picture && coming}
      alt={alt}
      eager={eager}
      className={className}
    />
  );
}
