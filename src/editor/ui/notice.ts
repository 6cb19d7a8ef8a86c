/**
 * The editor's own notices over Decap's screen (an upload refused, a save being published), read
 * out by screen readers. Styled here: the stylesheet this module imports is the preview's, not the
 * editor page's (plugins/decap-editor/preview-setup.ts registers it as the preview style).
 */
const COLOURS = { info: "#2b4a6f", live: "#1f6b3a", error: "#9b1c1c" } as const;

/** Above everything Decap draws, its media library's overlay too (react-modal's, z-index 99999). */
export const NOTICE_LAYER = "2147483000";

export function showNotice(id: string, text: string, tone: keyof typeof COLOURS, role: "status" | "alert" = "status"): void {
  let box = document.getElementById(id);
  if (!box) {
    box = document.createElement("div");
    box.id = id;
    box.setAttribute("role", role);
    document.body.appendChild(box);
  }
  Object.assign(box.style, {
    position: "fixed",
    right: "1rem",
    // A refusal is the summary at the top, beside the form and over the preview; a status sits low.
    ...(role === "alert" ? { top: "4.5rem", bottom: "auto" } : { bottom: "1rem", top: "auto" }),
    left: "auto",
    zIndex: NOTICE_LAYER,
    maxWidth: "min(32rem, calc(100vw - 2rem))",
    maxHeight: "calc(100vh - 6rem)",
    overflowY: "auto",
    padding: "0.75rem 1rem",
    borderRadius: "6px",
    font: "15px/1.4 system-ui, sans-serif",
    color: "#fff",
    background: COLOURS[tone],
    boxShadow: "0 2px 8px rgb(0 0 0 / 25%)",
    whiteSpace: "pre-line",
  });
  box.dataset.tone = tone;
  box.textContent = text;
}

export function hideNotice(id: string): void {
  document.getElementById(id)?.remove();
}
