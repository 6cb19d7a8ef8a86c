/**
 * The editor's own notices over Decap's screen (an upload refused, a save being published), read
 * out by screen readers. Styled here: the stylesheet this module imports is the preview's, not the
 * editor page's (gatsby-plugin-decap-cms registers it as the preview style).
 */
const COLOURS = { info: "#2b4a6f", live: "#1f6b3a", error: "#9b1c1c" } as const;

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
    bottom: role === "alert" ? "5rem" : "1rem",
    zIndex: "1000",
    maxWidth: "28rem",
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
