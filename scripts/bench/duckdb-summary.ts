import { loadDuckDb } from "./duckdb-install";

const COLUMNS = {
  question: "VARCHAR",
  mode: "VARCHAR",
  sample: "BIGINT",
  audit_mode: "VARCHAR",
  n_quotes: "BIGINT",
  n_verified: "BIGINT",
  ratio: "DOUBLE",
  latency_s: "DOUBLE",
  format_collapsed: "BOOLEAN",
  violation_kinds: "VARCHAR[]",
  answer_brackets: "BIGINT",
  quantifier_intensity: "VARCHAR",
  scope_bound_hint: "VARCHAR",
  claim_cap_applied: "BIGINT",
  model_profile_id: "VARCHAR",
};

/** The run summary's aggregates in DuckDB: the same file, an explicit schema, the same GROUP BYs (the peer we measure against). */
export async function summarizeWithDuckDb(file: string, threads: number | null) {
  // Loaded here, not at the top: child.ts's other tasks must not carry DuckDB's native library in their peak RSS.
  const { DuckDBInstance } = await loadDuckDb();
  const db = await DuckDBInstance.create(":memory:", threads === null ? {} : { threads: String(threads) });
  const sql = await db.connect();
  const columns = `{${Object.entries(COLUMNS)
    .map(([name, type]) => `${name}: '${type}'`)
    .join(", ")}}`;
  await sql.run(`CREATE TEMP TABLE rows AS SELECT * FROM read_json('${file.replaceAll("'", "''")}', format = 'newline_delimited', columns = ${columns})`);
  const all = (query: string) => sql.runAndReadAll(query).then((reader) => reader.getRows());
  const modes = await all(`SELECT mode, count(*), count_if(audit_mode = 'STRICT'), count_if(audit_mode = 'HYBRID'), count_if(audit_mode = 'UNGROUNDED'),
    sum(ratio), median(ratio), median(latency_s), count(format_collapsed), count_if(format_collapsed), count(answer_brackets), sum(answer_brackets), count(violation_kinds)
    FROM rows GROUP BY mode`);
  const kinds = await all(`SELECT mode, kind, count(*) FROM (SELECT mode, unnest(list_distinct(violation_kinds)) AS kind FROM rows) GROUP BY mode, kind`);
  const quantifier = await all(`SELECT mode, quantifier_intensity, scope_bound_hint, claim_cap_applied, count(*) FROM rows GROUP BY ALL`);
  const claims = await all(`SELECT mode, n_quotes, count(*) FROM rows GROUP BY mode, n_quotes`);
  // Kept in DuckDB, as summarize keeps its cell table: copying 333,333 result rows into JS arrays cost DuckDB ~1.1 s
  // of the ~2.8 s it took on the harness's rows over 111,111 questions, work summarize does not do.
  await sql.run(
    `CREATE TEMP TABLE cells AS SELECT question, mode, count(*), count_if(audit_mode = 'STRICT'), sum(ratio), sum(latency_s) FROM rows GROUP BY question, mode`,
  );
  const cells = await all(`SELECT count(*) FROM cells`);
  const questions = await all(`SELECT count(DISTINCT question) FROM rows`);
  sql.closeSync();
  db.closeSync();
  const rows = modes.reduce((sum, row) => sum + Number(row[1]), 0);
  return {
    rows,
    modes: modes.length,
    kinds: kinds.length,
    quantifier: quantifier.length,
    claims: claims.length,
    cells: Number(cells[0]?.[0]),
    questions: Number(questions[0]?.[0]),
  };
}
