import React, { useEffect } from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import type { WidgetProps } from "../widget-props";
import { cleanPastedHtml } from "./paste";
import { isAllowedLink } from "./links";

/**
 * The body text as rich text (TipTap, on ProseMirror): headings, paragraphs, lists, links, bold
 * and italic, and nothing else, so what it writes is HTML the build's sanitizer keeps as it is
 * (content-model/sanitize.ts). Whatever is pasted is read through the same schema: styles,
 * classes, spans, scripts and links the site does not allow are dropped.
 */
/**
 * A link as the build writes it: its address, and for another site rel="noopener noreferrer" (the
 * sanitizer's own rule); a pasted target, class or tracking attribute is not kept.
 */
const SiteLink = Link.extend({
  addOptions() {
    return { ...this.parent!(), HTMLAttributes: {} };
  },
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute("href") },
      rel: {
        default: null,
        parseHTML: () => null,
        renderHTML: (attributes: { href?: string | null }) =>
          /^https?:\/\//.test(attributes.href ?? "") ? { rel: "noopener noreferrer" } : {},
      },
    };
  },
});

export const richTextExtensions = [
  SiteLink.configure({
    openOnClick: false,
    autolink: true,
    protocols: ["mailto", "tel"],
    isAllowedUri: (url) => isAllowedLink(url),
  }),
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    // An empty paragraph after the last heading would be written into the file.
    trailingNode: false,
    link: false,
  }),
];

/** What is saved: "" for an empty text (the model lets the body be left out). */
export const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

type ButtonSpec = { label: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

const BUTTONS: ButtonSpec[] = [
  {
    label: "Overskrift",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Underoverskrift",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: "Fet", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { label: "Kursiv", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: "Punktliste", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: "Nummerert liste", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  {
    label: "Lenke",
    active: (e) => e.isActive("link"),
    run: (e) => {
      const current = (e.getAttributes("link").href as string | undefined) ?? "";
      const href = window.prompt("Adressen lenken går til (https://…, /side, mailto: eller tel:). Tom fjerner lenken.", current);
      if (href === null) return;
      if (!href.trim()) e.chain().focus().extendMarkRange("link").unsetLink().run();
      else if (isAllowedLink(href)) e.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
      else window.alert("Lenken må begynne med https://, /, mailto: eller tel:.");
    },
  },
];

export function RichTextControl({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: WidgetProps) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value ?? "",
    immediatelyRender: true,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: { id: forID, role: "textbox", "aria-multiline": "true", class: "rik-tekst" },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    onFocus: () => setActiveStyle(),
    onBlur: () => setInactiveStyle(),
  });
  // A value changed from outside (another entry opened in the same form) is shown.
  useEffect(() => {
    if (editor && !editor.isFocused && (value ?? "") !== htmlOf(editor))
      editor.commands.setContent(value ?? "", { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={classNameWrapper} style={{ padding: 0 }}>
      <div
        role="toolbar"
        aria-label="Formatering"
        style={{ display: "flex", flexWrap: "wrap", gap: "0.25rem", padding: "0.5rem" }}
      >
        {editor &&
          BUTTONS.map((b) => (
            <button
              key={b.label}
              type="button"
              aria-pressed={b.active(editor)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => b.run(editor)}
              style={{
                minHeight: "2.75rem",
                padding: "0 0.75rem",
                border: "1px solid #bbb",
                borderRadius: "4px",
                background: b.active(editor) ? "#dfe8f5" : "#fff",
                font: "inherit",
                cursor: "pointer",
              }}
            >
              {b.label}
            </button>
          ))}
      </div>
      <EditorContent editor={editor} style={{ minHeight: "12rem", padding: "0 1rem 1rem" }} />
    </div>
  );
}

/** Where Decap shows a field by itself: its words (the preview panes show the page as the site draws it). */
export function RichTextPreview({ value }: { value?: string }) {
  const text = value ? (new DOMParser().parseFromString(value, "text/html").body.textContent ?? "") : "";
  return <span>{text}</span>;
}
