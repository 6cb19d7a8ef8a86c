import { judgeUpload, MAX_UPLOAD_BYTES } from "./upload-rules";
import { hideNotice, showNotice } from "../ui/notice";

const NOTICE = "opplasting-avvist";

const PASSED = "data-upload-checked";

/**
 * Every file chosen in the editor (its media library's upload) is checked before Decap sees it:
 * the change event is held, the file read (all of it, up to the byte limit: a JPEG's pixel size
 * can come after 64 KB segments), and only a photo that passes goes on, renamed to a safe name. Works the same with the local and the GitHub backend.
 */
export function guardUploads(doc: Document = document): void {
  doc.addEventListener(
    "change",
    (event) => {
      const input = event.target as HTMLInputElement | null;
      if (!input || input.type !== "file" || !input.files?.length) return;
      if (input.hasAttribute(PASSED)) {
        input.removeAttribute(PASSED);
        return;
      }
      event.stopImmediatePropagation();
      const files = [...input.files];
      void Promise.all(
        files.map(async (file) => ({
          file,
          verdict: judgeUpload(file.name, file.size, new Uint8Array(await file.slice(0, MAX_UPLOAD_BYTES).arrayBuffer())),
        })),
      ).then((checked) => {
        const refused = checked.find((c) => !c.verdict.ok);
        if (refused && !refused.verdict.ok) {
          input.value = "";
          showNotice(NOTICE, refused.verdict.message, "error", "alert");
          return;
        }
        hideNotice(NOTICE);
        const renamed = new DataTransfer();
        for (const { file, verdict } of checked)
          renamed.items.add(new File([file], verdict.ok ? verdict.name : file.name, { type: file.type }));
        input.files = renamed.files;
        input.setAttribute(PASSED, "");
        input.dispatchEvent(new Event("change", { bubbles: true }));
      });
    },
    true,
  );
}
