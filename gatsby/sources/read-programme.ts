import fs from "fs";
import path from "path";
import { parseContentFile, type Production } from "../../content-model";
import { readConfiguredApis } from "./read-apis";
import { apiSuppliedKinds } from "./api-config";

/** The productions the build would read: from the content data API when configured, else content/productions/. */
export async function readProgrammeForCalendar(
  contentDir: string,
  env: Record<string, string | undefined>,
): Promise<Production[]> {
  if (apiSuppliedKinds(env).has("production")) {
    const api = await readConfiguredApis(env, contentDir);
    const problems = [...(api?.failures ?? []), ...(api?.problems ?? [])];
    if (problems.length) throw new Error(problems.join("\n"));
    return (api?.records ?? []).flatMap((r) => (r.content.kind === "production" ? [r.content.data] : []));
  }
  const dir = path.join(contentDir, "productions");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => {
      const parsed = parseContentFile(
        path.join("content", "productions", f),
        `productions/${f}`,
        fs.readFileSync(path.join(dir, f), "utf8"),
      );
      return parsed?.kind === "production" ? [parsed.data] : [];
    });
}
