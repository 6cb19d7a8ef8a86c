import { screen, waitFor } from "@testing-library/react";
import { guardUploads } from "./upload-guard";
import { exifSegment, jpegHeader } from "../../../content-model/__fixtures__/photo-headers";

// jsdom has neither Blob.arrayBuffer nor DataTransfer: the least of each that the guard uses.
if (!Blob.prototype.arrayBuffer)
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
class FakeDataTransfer {
  private list: File[] = [];
  items = { add: (file: File) => this.list.push(file) };
  get files() {
    return this.list as unknown as FileList;
  }
}
(globalThis as { DataTransfer?: unknown }).DataTransfer ??= FakeDataTransfer;

/** A file input as Decap's media library has it, with `file` chosen; answers the files Decap is handed. */
function choose(file: File): Promise<File[]> {
  const input = document.createElement("input");
  input.type = "file";
  document.body.appendChild(input);
  let files: File[] = [file];
  Object.defineProperty(input, "files", { get: () => files, set: (value: File[]) => (files = [...value]) });
  return new Promise((resolve) => {
    input.addEventListener("change", () => resolve(files));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

describe("the upload guard", () => {
  beforeAll(() => guardUploads(document));

  it("reads past the first 64 KB: a photo whose size comes after two EXIF segments goes on", async () => {
    const photo = jpegHeader(4000, 3000, { before: [exifSegment(65535), exifSegment(65535)] });
    const passed = await choose(new File([photo], "Fest i salen.jpg", { type: "image/jpeg" }));
    expect(passed.map((f) => f.name)).toEqual(["fest-i-salen.jpg"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a pixel bomb before Decap sees it, saying which file and how large", async () => {
    const bomb = jpegHeader(16380, 16380, { before: [exifSegment(65535)] });
    const input = document.createElement("input");
    input.type = "file";
    document.body.appendChild(input);
    const handedOn = jest.fn();
    input.addEventListener("change", handedOn);
    Object.defineProperty(input, "files", { value: [new File([bomb], "konsert.jpg")], writable: true });
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("«konsert.jpg» er 16 380 × 16 380 piksler (268 megapiksler)"),
    );
    expect(handedOn).not.toHaveBeenCalled();
  });
});
