/**
 * Remembers what `make` answers for a key, for the rest of the process, while Gatsby builds: the
 * content nodes do not change once a build runs its queries, and many queries ask the same (every
 * listing page of the programme resolves the whole programme: 167 pages at 2,000 productions). A
 * failure is not remembered: the next query asks anew. In `gatsby develop` an editor's save changes
 * the nodes, so there every call makes its answer anew.
 */
export function onceInBuild<T>(building: () => boolean = () => process.env.gatsby_executing_command === "build") {
  const made = new Map<string, Promise<T>>();
  return (key: string, make: () => Promise<T> | T): Promise<T> => {
    if (!building()) return Promise.resolve().then(make);
    let answer = made.get(key);
    if (!answer) {
      const making = Promise.resolve().then(make);
      making.catch(() => made.get(key) === making && made.delete(key));
      made.set(key, making);
      answer = making;
    }
    return answer;
  };
}
