import React from "react";
import { act, render, screen } from "@testing-library/react";
import { Editor } from "@tiptap/react";
import { sanitizeContentHtml } from "../../../../content-model";
import { htmlOf, RichTextControl, richTextExtensions } from "./RichText";
import { cleanPastedHtml } from "./paste";
import { fieldsOf } from "../../config/collections";
import { editorJsonSchemas } from "../../config/model";

/** What Word puts on the clipboard (trimmed): mso styles, <o:p>, spans, its lists as paragraphs. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15">
<style>p.MsoNormal{mso-style-parent:"";margin:0cm;font-family:"Calibri",sans-serif;}</style></head>
<body lang=NO-BOK style='tab-interval:35.4pt'><!--StartFragment-->
<h1><span style='mso-fareast-font-family:"Times New Roman"'>Julekonsert i Bojersalen<o:p></o:p></span></h1>
<p class=MsoNormal>Rissa kammerkor synger <b><span style='mso-bidi-font-weight:normal'>julen inn</span></b> med
<i>gjester</i> og <span style='color:red;mso-themecolor:accent2'>orkester</span>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Dørene åpner 18:30<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Kafeen er åpen<o:p></o:p></p>
<p class=MsoNormal><a href="https://www.rissakulturhus.no/kulturprogram">Se programmet</a> eller <a href="javascript:alert(1)">klikk her</a>.<o:p></o:p></p>
<script>alert("x")</script>
<!--EndFragment--></body></html>`;

/** A web page's: classes, inline styles, a tracking span, an image, an onclick. */
const WEB = `<div class="article"><h2 style="font-size:2em">Program</h2><p onclick="track()">Les <span class="utm-track" data-track="1">mer</span>
<a href="/kulturprogram" style="color:blue" target="_blank">her</a>.</p><ol><li>En</li><li>To</li></ol><img src="https://x.example/t.gif"></div>`;

// jsdom has no ClipboardEvent; ProseMirror's paste only needs one to hand to its handlers.
beforeAll(() => {
  (globalThis as { ClipboardEvent?: unknown }).ClipboardEvent ??= class extends Event {
    clipboardData = null;
  };
});

function pasteInto(html: string): string {
  const editor = new Editor({
    extensions: richTextExtensions,
    content: "",
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  editor.view.pasteHTML(html);
  const out = htmlOf(editor);
  editor.destroy();
  return out;
}

describe("the body text's rich text field", () => {
  it("keeps the structure of text pasted from Word and drops the rest", () => {
    const html = pasteInto(WORD);
    expect(html).toBe(
      "<h2>Julekonsert i Bojersalen</h2>" +
        "<p>Rissa kammerkor synger <strong>julen inn</strong> med <em>gjester</em> og orkester.</p>" +
        "<ul><li><p>Dørene åpner 18:30</p></li><li><p>Kafeen er åpen</p></li></ul>" +
        '<p><a href="https://www.rissakulturhus.no/kulturprogram" rel="noopener noreferrer">Se programmet</a> eller klikk her.</p>',
    );
    // Exactly what the build keeps: nothing for its sanitizer to take away.
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it("keeps the structure of a web page and drops styles, tracking spans, scripts and pictures", () => {
    const html = pasteInto(WEB);
    expect(html).toBe(
      '<h2>Program</h2><p>Les mer <a href="/kulturprogram">her</a>.</p><ol><li><p>En</p></li><li><p>To</p></li></ol>',
    );
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it("is a field with a toolbar in Norwegian, and hands the form HTML as it is typed", () => {
    const onChange = jest.fn();
    render(
      <RichTextControl
        value="<p>Hei</p>"
        onChange={onChange}
        forID="body"
        classNameWrapper=""
        setActiveStyle={() => undefined}
        setInactiveStyle={() => undefined}
      />,
    );
    expect(screen.getByRole("toolbar", { name: "Formatering" })).toBeInTheDocument();
    for (const name of ["Overskrift", "Fet", "Kursiv", "Punktliste", "Nummerert liste", "Lenke"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    expect(screen.getByRole("textbox")).toHaveTextContent("Hei");
    act(() => screen.getByRole("button", { name: "Overskrift" }).click());
    expect(onChange).toHaveBeenLastCalledWith("<h2>Hei</h2>");
  });
});

describe("where the rich text field is used", () => {
  it("edits every HTML text of the model: a production's body, an article, a text block", () => {
    const schemas = editorJsonSchemas();
    const body = fieldsOf("production", schemas)
      .find((f) => f.name === "contents")!
      .fields!.find((f) => f.name === "body")!;
    expect(body).toMatchObject({ label: "Brødtekst", widget: "rich-html" });
    expect(body.hint).not.toMatch(/HTML|Vaskes/);
    expect(fieldsOf("article", schemas).find((f) => f.name === "content")).toMatchObject({ widget: "rich-html" });
  });
});
