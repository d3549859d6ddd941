/** A file picked on one page and read on /local: client navigation keeps this module, so the File survives the move. */
let pending: File | null = null;

export function handOverFile(file: File): void {
  pending = file;
}

export function takeHandedOverFile(): File | null {
  const file = pending;
  pending = null;
  return file;
}
