import React from "react";
import { act, fireEvent, render } from "@testing-library/react";
import type { Picture } from "../../pictures/picture";
import { rowPhoto, rowPhotoAddresses, SCREEN_PORTRAIT } from "./row-photos";
import { RowPhotoImage } from "./RowPhotoImage";
import { useRowPhotos } from "./useRowPhotos";
import { MISSING_PICTURE_RETRY_MS } from "./useShownSlides";

/** A photo as the build makes it for a programme row: a 3:2 crop for landscape, a square one for portrait. */
const made = (name: string): Picture => ({
  url: `/images/${name}.jpg`,
  alt: name,
  src: `/static/img/${name}-200x133.jpg`,
  srcSet: `/static/img/${name}-200x133.jpg 200w`,
  sizes: "",
  width: 200,
  height: 133,
  sources: [
    { media: SCREEN_PORTRAIT, type: "image/webp", srcSet: `/static/img/${name}-360x360.webp 360w`, sizes: "" },
    { media: SCREEN_PORTRAIT, srcSet: `/static/img/${name}-360x360.jpg 360w`, sizes: "" },
    { type: "image/webp", srcSet: `/static/img/${name}-200x133.webp 200w`, sizes: "" },
  ],
  small: { width: 360, height: 360, media: SCREEN_PORTRAIT },
  placeholder: "linear-gradient(#112233, #445566, #778899)",
  position: "50% 30%",
});

describe("a lobby programme row's photo", () => {
  it("is the JPEG of each orientation's crop, at the size the build made it", () => {
    expect(rowPhoto(made("skogsti"))).toEqual({
      url: "/images/skogsti.jpg",
      landscape: { src: "/static/img/skogsti-200x133.jpg", width: 200, height: 133 },
      portrait: { src: "/static/img/skogsti-360x360.jpg", width: 360, height: 360 },
      placeholder: "linear-gradient(#112233, #445566, #778899)",
      position: "50% 30%",
    });
  });

  it("is none for a production without a prepared photo, or with a drawing", () => {
    expect(rowPhoto(undefined)).toBeNull();
    const drawing = { ...made("kart"), src: "/images/kart.svg", srcSet: "", sources: [], small: undefined };
    expect(rowPhoto(drawing)).toBeNull();
  });

  it("is the one crop in both orientations when the build made no portrait crop", () => {
    const photo = rowPhoto({ ...made("mose"), sources: [], small: undefined })!;
    expect(photo.portrait).toEqual(photo.landscape);
  });

  it("names each address to keep once", () => {
    const photos = [rowPhoto(made("a")), null, rowPhoto(made("a")), rowPhoto(made("b"))];
    expect(rowPhotoAddresses(photos)).toEqual([
      "/static/img/a-200x133.jpg",
      "/static/img/a-360x360.jpg",
      "/static/img/b-200x133.jpg",
      "/static/img/b-360x360.jpg",
    ]);
  });
});

function Rows({ names, now, save }: { names: string[]; now: number; save: (urls: string[]) => Promise<unknown> }) {
  const photos = names.map((name) => rowPhoto(made(name)));
  const { shows, photoFailed } = useRowPhotos(photos, now, save);
  return (
    <ul>
      {photos.map((photo, i) => (
        <li key={names[i]} data-testid={names[i]}>
          {shows(photo) && <RowPhotoImage photo={photo} failed={photoFailed} />}
        </li>
      ))}
    </ul>
  );
}

describe("the lobby programme's photos", () => {
  it("are all saved on the device as the screen starts, both orientations'", async () => {
    const save = jest.fn(async () => undefined);
    render(<Rows names={["a", "b"]} now={0} save={save} />);
    await act(async () => undefined);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(rowPhotoAddresses([rowPhoto(made("a")), rowPhoto(made("b"))]));
  });

  it("show in their row, the portrait crop chosen by the screen's orientation, the photo's colours until loaded", () => {
    const { getByTestId } = render(<Rows names={["a"]} now={0} save={async () => undefined} />);
    const row = getByTestId("a");
    expect(row.querySelector(`source[media="${SCREEN_PORTRAIT}"]`)).toHaveAttribute("srcset", "/static/img/a-360x360.jpg");
    expect(row.querySelector("img")).toHaveAttribute("src", "/static/img/a-200x133.jpg");
    expect(row.querySelector("img")).toHaveAttribute("alt", "");
    expect(row.querySelector("picture")).toHaveStyle({ backgroundImage: "linear-gradient(#112233, #445566, #778899)" });
  });

  it("a photo that fails leaves its row, and is tried again later", () => {
    const save = async () => undefined;
    const now = Date.now();
    const { getByTestId, rerender } = render(<Rows names={["a", "b"]} now={now} save={save} />);
    fireEvent.error(getByTestId("a").querySelector("img")!);
    expect(getByTestId("a").querySelector("img")).toBeNull();
    expect(getByTestId("b").querySelector("img")).not.toBeNull();
    rerender(<Rows names={["a", "b"]} now={now + MISSING_PICTURE_RETRY_MS / 2} save={save} />);
    expect(getByTestId("a").querySelector("img")).toBeNull();
    rerender(<Rows names={["a", "b"]} now={now + MISSING_PICTURE_RETRY_MS + 1_000} save={save} />);
    expect(getByTestId("a").querySelector("img")).not.toBeNull();
  });
});
