import "server-only";
import { refuseMethodsExcept } from "./json-api";

const refuseWrite = refuseMethodsExcept("GET");

/** Re-exported by every read-only route, so each writing method answers 405 `{ error }` naming GET. */
export { refuseWrite as POST, refuseWrite as PUT, refuseWrite as PATCH, refuseWrite as DELETE };
