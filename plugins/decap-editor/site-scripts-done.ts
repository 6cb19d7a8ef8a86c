type Compiler = { hooks: { done: { tap: (name: string, fn: () => void) => void } } };

/**
 * A webpack plugin for the site's own script compilation (build-javascript): `applied` runs as
 * webpack starts that compilation, with Gatsby's config complete (every plugin's changes made),
 * and `done` once its bundles are written. The editor's compilation is made from that config and
 * starts after it (gatsby-node.ts says why). It is no part of the editor's own config.
 */
export class SiteScriptsDone {
  constructor(
    private readonly applied: () => void,
    private readonly done: () => void,
  ) {}

  apply(compiler: Compiler): void {
    this.applied();
    compiler.hooks.done.tap("decap-editor", this.done);
  }
}
