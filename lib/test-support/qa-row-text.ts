/** One well-formed QA row as JSON text, with `fields` set or added: the base of the bad-input tests' rows. */
export const qaRowText = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    question: "Which rivers cross Paris?",
    mode: "quote",
    sample: 0,
    audit_mode: "STRICT",
    n_quotes: 2,
    n_verified: 2,
    ratio: 1,
    latency_s: 3.5,
    ...fields,
  });
