import { setQueryConcurrency } from "./query-concurrency";

describe("page queries at once", () => {
  it("are 32 unless the environment says otherwise", () => {
    const env: NodeJS.ProcessEnv = {};
    setQueryConcurrency(env);
    expect(env.GATSBY_EXPERIMENTAL_QUERY_CONCURRENCY).toBe("32");
    const set: NodeJS.ProcessEnv = { GATSBY_EXPERIMENTAL_QUERY_CONCURRENCY: "8" };
    setQueryConcurrency(set);
    expect(set.GATSBY_EXPERIMENTAL_QUERY_CONCURRENCY).toBe("8");
  });
});
