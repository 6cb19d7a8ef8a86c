// The one GraphQL query the editor sends (src/editor/save/other-files.ts: every content folder's
// files with their text, and redirects.json, before a save): `repository(owner:, name:)` with aliased
// `object(expression: $var)` fields, each a tree (its entries' names and blob texts) or a blob (its
// text). Any other query is answered with GraphQL errors, as GitHub answers a query it cannot run.
import type { Git } from "./git";
import type { RepoContext } from "./routes";

type Answer = { data?: unknown; errors?: { message: string }[] };

const OBJECT_FIELD = /(\w+)\s*:\s*object\s*\(\s*expression\s*:\s*\$(\w+)\s*\)/g;
/** What the query may hold besides those fields: its variables, repository(...), the fragments' selections. */
const SHAPE = /^\s*query\s*\(([^)]*)\)\s*\{\s*repository\s*\(\s*owner\s*:\s*\$owner\s*,\s*name\s*:\s*\$name\s*\)\s*\{/;

async function objectAt(git: Git, expression: string): Promise<unknown> {
  const sha = await git.resolve(expression);
  if (!sha) return null;
  const type = await git.typeOf(sha);
  if (type === "blob") return { text: (await git.blob(sha)).toString("utf8") };
  if (type !== "tree") return {};
  const entries = await git.tree(sha, false);
  return {
    entries: await Promise.all(
      entries.map(async (e) => ({
        name: e.path,
        object: e.type === "blob" ? { text: (await git.blob(e.sha)).toString("utf8") } : {},
      })),
    ),
  };
}

export async function runQuery(ctx: RepoContext, body: Record<string, unknown>): Promise<Answer> {
  const { query, variables } = body;
  const vars = (variables ?? {}) as Record<string, unknown>;
  if (typeof query !== "string" || !SHAPE.test(query))
    return {
      errors: [{ message: "The GitHub stand-in answers only the editor's repository query (dev/github-api/README.md)." }],
    };
  if (`${String(vars.owner)}/${String(vars.name)}` !== ctx.repo)
    return {
      data: { repository: null },
      errors: [{ message: `Could not resolve to a Repository with the name '${String(vars.owner)}/${String(vars.name)}'.` }],
    };
  const repository: Record<string, unknown> = {};
  for (const [, alias, variable] of query.matchAll(OBJECT_FIELD)) {
    const expression = vars[variable];
    if (typeof expression !== "string")
      return { errors: [{ message: `Variable $${variable} of type String! was not provided.` }] };
    repository[alias] = await objectAt(ctx.git, expression);
  }
  return { data: { repository } };
}
