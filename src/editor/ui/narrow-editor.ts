/**
 * Decap's screens on a phone (390 px): it sets a minimum width of 800 px on its page, header,
 * toolbar and editor, so a phone scrolls sideways and reads a quarter of it. Under 800 px this
 * lifts those minimums, stacks the collection list under its sidebar, wraps the toolbar, shows the
 * form without the preview beside it (there is no room; the desk has it), and makes the links and
 * buttons we can reach at least 44 px tall. Decap names its parts in its class names
 * ("css-…-AppMainContainer"), which is what these rules hold on to.
 */
const part = (name: string) => `[class*="-${name}"]`;

export const NARROW_EDITOR_CSS = `
@media (max-width: 799px) {
  html, body { overflow-x: hidden; }
  ${part("AppMainContainer")}, ${part("AppHeaderContent")}, ${part("ToolbarContainer")}, ${part("EditorContainer")} {
    min-width: 0 !important; max-width: 100% !important;
  }
  header${part("AppHeader")} { height: auto !important; }
  ${part("AppHeaderContent")} { flex-wrap: wrap; }
  ${part("AppHeaderNavList")} { flex-wrap: wrap; }
  ${part("AppHeaderNavLink")}, ${part("AppHeaderButton")}, ${part("AppHeaderQuickNewButton")} {
    min-height: 44px; padding: 0 10px !important; margin: 0 !important;
  }
  ${part("CollectionContainer")} { margin: 8px !important; }
  ${part("SidebarContainer")} { position: static !important; width: auto !important; max-height: none !important; margin-bottom: 12px; }
  ${part("SidebarNavLink")} { min-height: 44px; box-sizing: border-box; }
  ${part("CollectionMain")} { padding-left: 0 !important; }
  ${part("CollectionTopRow")} { flex-wrap: wrap; gap: 8px; }
  ${part("CollectionTopNewButton")} { min-height: 44px; }
  ${part("CollectionControlsContainer")} { flex-wrap: wrap; max-width: 100% !important; margin-top: 8px !important; }
  ${part("ListCardLink")} { min-height: 44px; padding: 12px 14px !important; box-sizing: border-box; }
  ${part("ListCardTitle")} { overflow-wrap: anywhere; }
  /* The entry: its toolbar wraps, the form has the whole width, the preview waits for a desk. */
  ${part("ToolbarContainer")} { height: auto !important; flex: 0 0 auto; flex-wrap: wrap; position: static !important; }
  ${part("ToolbarSectionBackLink")} { flex: 1 1 100%; height: auto !important; min-height: 44px; padding: 6px 12px !important; border-right: 0 !important; }
  ${part("ToolbarSectionMain")}, ${part("ToolbarSectionMeta")} { height: auto !important; padding: 4px 8px !important; }
  ${part("ToolbarSectionMain")} { flex-wrap: wrap; gap: 4px; flex: 1 1 auto; }
  ${part("ToolbarSubSectionFirst")}, ${part("ToolbarSubSectionLast")} { flex-wrap: wrap; gap: 4px; }
  ${part("ToolbarButton")}, ${part("ToolbarDropdown")} button { min-height: 44px; }
  ${part("EditorContainer")} { padding-top: 0 !important; display: flex; flex-direction: column; }
  ${part("Editor")} { flex: 1; min-height: 0; }
  .SplitPane { position: static !important; display: block !important; height: 100% !important; }
  .SplitPane > .Pane1 { width: 100% !important; height: 100% !important; }
  .SplitPane > .Pane2, .SplitPane > .Resizer, ${part("ViewControls")} { display: none !important; }
  ${part("ControlPaneContainer")} { padding: 0 10px !important; max-width: 100% !important; overflow-x: hidden; }
  ${part("ControlPaneContainer")} input, ${part("ControlPaneContainer")} select, ${part("ControlPaneContainer")} textarea {
    max-width: 100%; box-sizing: border-box; font-size: 16px;
  }
  ${part("ControlPaneContainer")} select, ${part("ControlPaneContainer")} input:not([type="checkbox"]):not([type="radio"]):not([type="range"]) { min-height: 44px; }
  ${part("ControlPaneContainer")} button { min-height: 44px; min-width: 44px; }
  /* The refusal (cms.tsx) under the toolbar would cover "Lagre": on a phone it sits low, above the thumb. */
  #lagring-avvist { top: auto !important; bottom: 4.5rem !important; left: 0.5rem !important; right: 0.5rem !important; }
}
`;

/** Once, as the editor's page loads (the stylesheet cms.tsx imports is the preview's, not this page's). */
export function fitEditorToPhones(doc: Document = document): void {
  const style = doc.createElement("style");
  style.id = "redigering-smal-skjerm";
  style.textContent = NARROW_EDITOR_CSS;
  doc.head.appendChild(style);
}
