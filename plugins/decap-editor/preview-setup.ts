// The first module of the editor's page (webpack-config.ts, editorEntry), before src/editor/cms.tsx.
import CMS from "decap-cms-app";

declare global {
  interface Window {
    ___loader?: { enqueue: (path: string) => void; hovering: (path: string) => void };
  }
}

// The previews draw with the site's components, whose links are Gatsby's Link: it asks Gatsby's
// page loader (window.___loader, which only a site page has) to prefetch a link's page when the link
// comes into view and when the pointer is over it, and would throw without one. Nothing is to be
// prefetched here. (Gatsby's event emitter, window.___emitter, is read by nothing the editor bundles.)
window.___loader ??= { enqueue: () => undefined, hovering: () => undefined };

// Every stylesheet of the editor's compilation is in cms.css (webpack-config.ts): the site's styles
// the previews are drawn with. Decap gives it to the preview frame, not to the editor's page.
CMS.registerPreviewStyle("cms.css");
