/** The largest QA file the browser reads; its own module so the drop zone can state it without loading the reader (and zod). */
export const MAX_LOCAL_FILE_BYTES = 200 * 1024 * 1024;
