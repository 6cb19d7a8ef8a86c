/**
 * Secrets (passwords, client secrets, tokens) never reach a build log or `npm run check-content`'s
 * output, whatever form a server or a library gives them back in. A server's error text is masked
 * before it is shortened to one line and again after, and a JSON answer is masked in its decoded
 * strings, so no escaping (\", \\, \u0022, \/) hides a secret from the mask.
 */
export const MASK = "***";

const base64 = (value: string) => Buffer.from(value, "utf8").toString("base64");

const unicodeEscape = (text: string, upper: boolean) =>
  Array.from({ length: text.length }, (_, i) => {
    const hex = text.charCodeAt(i).toString(16).padStart(4, "0");
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  }).join("");

/**
 * JSON string escaping as serializers do it: the standard one (JSON.stringify), "/" escaped too
 * (PHP), everything outside ASCII as \uxxxx (Python), and that plus "&'+<>` and a quote as \u00XX (.NET).
 */
function jsonForms(value: string): string[] {
  const standard = JSON.stringify(value).slice(1, -1);
  const escaped = (escape: RegExp, upper: boolean) =>
    JSON.stringify(value)
      .slice(1, -1)
      .replace(escape, (ch) => unicodeEscape(ch, upper));
  const python = escaped(/[\u0080-\uffff]/g, false);
  const dotnet = [...value]
    .map((ch) => (/^["&'+<>`]$|^[\u0080-\uffff]+$/.test(ch) ? unicodeEscape(ch, true) : JSON.stringify(ch).slice(1, -1)))
    .join("");
  return [standard, standard.replace(/\//g, "\\/"), python, dotnet];
}

/** Percent-encoding: as encodeURIComponent and as a form field (space as "+"), hex in either case. */
function urlForms(value: string): string[] {
  const component = encodeURIComponent(value);
  const form = new URLSearchParams({ v: value }).toString().slice(2);
  const lower = (s: string) => s.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase());
  return [component, lower(component), form, lower(form)];
}

const htmlEscaped = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const collapsed = (value: string) => value.replace(/\s+/g, " ");

/**
 * Every form a secret travels in: as it is, base64 (an HTTP Basic credential is base64 of
 * "user:password"; give that pair, or the whole "Basic ..." header, as a secret), JSON-escaped,
 * URL-encoded, HTML-escaped, and each of those with its whitespace collapsed as a one-line message
 * has it. Longest first, so a longer form is masked whole before a shorter one inside it.
 */
export function secretForms(secret: string): string[] {
  const values = [secret];
  const scheme = /^(?:Basic|Bearer)\s+(\S+)$/i.exec(secret.trim());
  if (scheme) values.push(scheme[1]);
  const forms = new Set<string>();
  for (const value of values) {
    const b64 = base64(value);
    for (const form of [
      value,
      ...jsonForms(value),
      ...urlForms(value),
      htmlEscaped(value),
      b64,
      b64.replace(/=+$/, ""),
      b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""),
    ]) {
      forms.add(form);
      forms.add(collapsed(form));
      forms.add(collapsed(form).trim());
    }
  }
  return [...forms].filter((form) => form.trim() !== "").sort((a, b) => b.length - a.length);
}

function maskText(text: string, forms: string[]): string {
  let out = text;
  for (const form of forms) out = out.split(form).join(MASK);
  return out;
}

/** A JSON value with every string (keys too) masked; `changed` says whether any was. */
function maskJson(value: unknown, forms: string[]): { value: unknown; changed: boolean } {
  if (typeof value === "string") {
    const masked = maskText(value, forms);
    return { value: masked, changed: masked !== value };
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => maskJson(item, forms));
    return { value: items.map((i) => i.value), changed: items.some((i) => i.changed) };
  }
  if (value && typeof value === "object") {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const k = maskText(key, forms);
      const v = maskJson(item, forms);
      changed ||= k !== key || v.changed;
      out[k] = v.value;
    }
    return { value: out, changed };
  }
  return { value, changed: false };
}

/** The text with every form of every secret replaced by "***". A JSON text with a secret in it comes back as JSON again, masked. */
export function maskSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  const forms = [...new Set(secrets.filter((s): s is string => Boolean(s && s.trim())).flatMap(secretForms))].sort(
    (a, b) => b.length - a.length,
  );
  if (forms.length === 0) return text;
  try {
    const masked = maskJson(JSON.parse(text), forms);
    if (masked.changed) return maskText(JSON.stringify(masked.value), forms);
  } catch {
    /* not JSON: masked as text */
  }
  return maskText(text, forms);
}
