import type { CDPSession } from "@playwright/test";

/** Heap snapshot node types that are the page's own JavaScript values (and the shapes V8 gives them). */
const PAGE_VALUES = new Set([
  "object",
  "closure",
  "array",
  "string",
  "concatenated string",
  "sliced string",
  "number",
  "regexp",
  "symbol",
  "bigint",
  "hidden",
  "object shape",
]);

const DETACHED = 2;

/**
 * What a page holds on to, from a heap snapshot after a forced garbage collection: its JavaScript
 * values in KB (`pageKB`), and the DOM nodes it keeps after they left the document (`detached`).
 * That is where a leak of the page's own shows: a listener, a cache or a list that grows, a node
 * kept after React removed it. Counted apart (`otherKB`), because none of it is the page's doing
 * and each levels off or is the test's own:
 * - the code V8 compiles, which goes on growing for hours on a screen left running (more
 *   functions get hot and optimised), and V8's own bookkeeping (names starting "system /");
 * - the browser's performance timeline (resource timing, long tasks, long animation frames), kept
 *   up to a fixed number of entries each;
 * - DevTools' record of each network request, kept while the test's driver watches the page.
 * Measured over a simulated week on both lobby screens: page values flat within 20 KB, no
 * detached nodes, while the whole heap grew by 500 KB and more from those three.
 */
export async function heldHeap(cdp: CDPSession): Promise<{ pageKB: number; detached: number; otherKB: number }> {
  await cdp.send("HeapProfiler.collectGarbage");
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", collect);
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  cdp.off("HeapProfiler.addHeapSnapshotChunk", collect);
  const snapshot = JSON.parse(chunks.join("")) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt, detachedAt] = ["type", "name", "self_size", "detachedness"].map((field) =>
    fields.indexOf(field),
  );
  if (detachedAt < 0) throw new Error("heap snapshot without detachedness: this Chromium cannot tell detached nodes");
  let page = 0;
  let other = 0;
  let detached = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const size = snapshot.nodes[i + sizeAt];
    const type = types[snapshot.nodes[i + typeAt]];
    const name = snapshot.strings[snapshot.nodes[i + nameAt]];
    if (PAGE_VALUES.has(type) && !name.startsWith("system /")) page += size;
    else other += size;
    // Chromium marks the root of each node tree that left the document: 1 attached, 2 detached.
    if (snapshot.nodes[i + detachedAt] === DETACHED) detached += 1;
  }
  return { pageKB: Math.round(page / 1024), detached, otherKB: Math.round(other / 1024) };
}
