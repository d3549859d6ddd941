/** Files picked on one page and read on /local: client navigation keeps this module, so the Files survive the move. */
let pending: File[] = [];

export function handOverFiles(files: File[]): void {
  pending = files;
}

export function takeHandedOverFiles(): File[] {
  const files = pending;
  pending = [];
  return files;
}
