/**
 * Splits an identifier (SMALL_NUM_EXPLICIT, quantifier_reminder_enabled=true, collapseScore, a file path) into
 * the parts a line may wrap between: after `_`, `/`, `=`, after a `.` that is not a decimal point, and before a
 * camelCase capital. Joined again, the parts are the identifier unchanged.
 */
export function splitIdentifier(text: string): string[] {
  return text.split(/(?<=[_/=])|(?<=\.)(?=\D)|(?<=[a-z])(?=[A-Z])/);
}
