/**
 * Text that reads as what it is. Content is shown to visitors, read out by screen readers and
 * written into files, headers and calendar lines; a character that is invisible, cuts a file in
 * two or turns the text around it ("Konsert \u202Egnp.exe" reads as "Konsert exe.png") has no
 * place in it. Refused in every text of every content file, API record and redirects.json, keys
 * included:
 * - control characters: U+0000–U+001F, U+007F and U+0080–U+009F; tab and line breaks (U+0009,
 *   U+000A, U+000D) only in running text (str({ running: true }) in the validators);
 * - lone surrogates: half of a character, which no file or screen can show;
 * - bidirectional embedding, override and isolate characters: U+202A–U+202E, U+2066–U+2069.
 * And keys named __proto__, constructor or prototype, anywhere: code that copies or merges such an
 * object can change how every object behaves.
 */
export const FORBIDDEN_KEYS: readonly string[] = ["__proto__", "constructor", "prototype"];

export const HONEST_TEXT_TEXT =
  "text without control characters, lone surrogates or bidirectional override and isolate characters (U+202A–U+202E, U+2066–U+2069)";
export const ONE_LINE_TEXT =
  "one line of text (tabs and line breaks belong only in running text: descriptions, summaries, body text)";
export const FORBIDDEN_KEY_TEXT = `no key named ${FORBIDDEN_KEYS.map((k) => JSON.stringify(k)).join(", ")} (such a key can change how the site's code reads every object)`;

const NAMES: Record<number, string> = {
  0x00: "null",
  0x09: "tab",
  0x0a: "line feed",
  0x0d: "carriage return",
  0x1b: "escape",
  0x7f: "delete",
  0x202a: "left-to-right embedding",
  0x202b: "right-to-left embedding",
  0x202c: "pop directional formatting",
  0x202d: "left-to-right override",
  0x202e: "right-to-left override",
  0x2066: "left-to-right isolate",
  0x2067: "right-to-left isolate",
  0x2068: "first strong isolate",
  0x2069: "pop directional isolate",
};

const isLineBreakOrTab = (cp: number) => cp === 0x09 || cp === 0x0a || cp === 0x0d;
const isControl = (cp: number) => cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f);
const isSurrogate = (cp: number) => cp >= 0xd800 && cp <= 0xdfff;
const isBidiControl = (cp: number) => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);

/** Whether a code point is refused in any text (tab and line breaks aside, which only running text may hold). */
const isDishonest = (cp: number) => (isControl(cp) && !isLineBreakOrTab(cp)) || isSurrogate(cp) || isBidiControl(cp);

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;

function nameOf(cp: number): string {
  if (NAMES[cp]) return NAMES[cp];
  if (isSurrogate(cp)) return "a lone surrogate, half of a character";
  return "a control character";
}

/** The text with every character the rules refuse written as an escape, so a message shows it and cannot be turned around by it. */
export function visible(text: string, max = 60): string {
  const chars = [...text];
  const shown = chars.length > max ? [...chars.slice(0, max - 3), "..."] : chars;
  return `"${shown
    .map((ch) => {
      const cp = ch.codePointAt(0) as number;
      if (ch === '"' || ch === "\\") return `\\${ch}`;
      return isDishonest(cp) || isLineBreakOrTab(cp) ? `\\u${cp.toString(16).toUpperCase().padStart(4, "0")}` : ch;
    })
    .join("")}"`;
}

export interface Finding {
  codePoint: number;
  /** 1-based, counted in characters (code points), as an editor counts them. */
  position: number;
}

/** The first character the rules refuse in `text` (tab and line breaks too unless `running`); null when there is none. */
export function firstRefused(text: string, { running }: { running: boolean }): Finding | null {
  let position = 0;
  for (const ch of text) {
    position += 1;
    const cp = ch.codePointAt(0) as number;
    if (isDishonest(cp) || (!running && isLineBreakOrTab(cp))) return { codePoint: cp, position };
  }
  return null;
}

/** "U+202E (right-to-left override) at character 9 of "Konsert \u202Egnp.exe"" */
export const describeFinding = (finding: Finding, text: string) =>
  `${hex(finding.codePoint)} (${nameOf(finding.codePoint)}) at character ${finding.position} of ${visible(text)}`;

/** How a key shows in a field path: as it is when it is plain, else escaped in brackets. */
const keyInPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$-]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${visible(key)}]`;

/**
 * Every text and key of a parsed JSON value against the rules that hold everywhere: no control
 * character but tab and line breaks, no lone surrogate, no bidirectional control, no forbidden key.
 * Whether a field may hold tabs and line breaks is its validator's to say (str({ running })).
 */
export function honestTextIssues(value: unknown, path = ""): { path: string; expected: string; got: string }[] {
  const issues: { path: string; expected: string; got: string }[] = [];
  const visit = (v: unknown, at: string) => {
    if (typeof v === "string") {
      const finding = firstRefused(v, { running: true });
      if (finding) issues.push({ path: at, expected: HONEST_TEXT_TEXT, got: describeFinding(finding, v) });
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, `${at}[${i}]`));
    } else if (v !== null && typeof v === "object") {
      for (const key of Object.keys(v)) {
        const keyPath = keyInPath(at, key);
        if (FORBIDDEN_KEYS.includes(key)) {
          issues.push({ path: keyPath, expected: FORBIDDEN_KEY_TEXT, got: JSON.stringify(key) });
          continue;
        }
        const finding = firstRefused(key, { running: false });
        if (finding) {
          issues.push({
            path: keyPath,
            expected: `a key ${HONEST_TEXT_TEXT.replace(/^text /, "")}`,
            got: describeFinding(finding, key),
          });
          continue;
        }
        visit((v as Record<string, unknown>)[key], keyPath);
      }
    }
  };
  visit(value, path);
  return issues;
}
