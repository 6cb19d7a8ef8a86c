/** A module graph: each module's path (relative to the repository) and the modules it imports. */
export type Graph = Map<string, Set<string>>;

/** The graph of folders: a folder imports another when one of its modules imports one of the other's. */
export function folderGraph(modules: Graph): Graph {
  const folders: Graph = new Map();
  const folderOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf("/"))) || ".";
  for (const [from, targets] of modules) {
    const source = folderOf(from);
    const edges = folders.get(source) ?? new Set<string>();
    for (const target of targets) if (folderOf(target) !== source) edges.add(folderOf(target));
    folders.set(source, edges);
  }
  return folders;
}

/**
 * Every cycle as one strongly connected component of more than one node (or a node importing
 * itself), with its members in a stable order (Tarjan's algorithm, iterative-free for our sizes).
 */
export function findCycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * One shortest cycle through each strongly connected component, as the path an import takes, so
 * a reader sees which imports to cut.
 */
export function shortestCycles(graph: Graph): string[][] {
  return findCycles(graph).map((component) => {
    const members = new Set(component);
    let best: string[] = component;
    for (const start of component) {
      // Breadth-first from start's imports back to start, inside the component.
      const previous = new Map<string, string>();
      const queue = [...(graph.get(start) ?? [])].filter((next) => members.has(next));
      for (const next of queue) previous.set(next, start);
      while (queue.length && !previous.has(start)) {
        const node = queue.shift()!;
        for (const next of graph.get(node) ?? []) {
          if (!members.has(next) || previous.has(next)) continue;
          previous.set(next, node);
          queue.push(next);
        }
      }
      if (!previous.has(start)) continue;
      const path = [start];
      for (let node = previous.get(start)!; node !== start; node = previous.get(node)!) path.unshift(node);
      path.unshift(start);
      path.pop();
      if (path.length < best.length || best === component) best = path;
    }
    return best;
  });
}

/** [importer, imported] pairs where a module outside `folder` imports one inside it. */
export function importersOf(graph: Graph, folder: string): Array<[string, string]> {
  const inside = (file: string) => file.startsWith(`${folder}/`);
  const pairs: Array<[string, string]> = [];
  for (const [from, targets] of graph) {
    if (inside(from)) continue;
    for (const target of targets) if (inside(target)) pairs.push([from, target]);
  }
  return pairs.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
}

/**
 * A rule about which folders a folder may import: `only` lists the folders its modules may import
 * (besides packages), `never` the folders they may not.
 */
export type Boundary = { folder: string; why: string } & ({ only: string[] } | { never: string[] });

/** [importer, imported, why] for every import that breaks one of the boundaries. */
export function boundaryViolations(graph: Graph, boundaries: Boundary[]): Array<[string, string, string]> {
  const inside = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
  const found: Array<[string, string, string]> = [];
  for (const [from, targets] of graph) {
    for (const boundary of boundaries) {
      if (!inside(from, boundary.folder)) continue;
      for (const target of targets) {
        const broken =
          "only" in boundary
            ? !boundary.only.some((folder) => inside(target, folder))
            : boundary.never.some((folder) => inside(target, folder));
        if (broken) found.push([from, target, boundary.why]);
      }
    }
  }
  return found.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
}
