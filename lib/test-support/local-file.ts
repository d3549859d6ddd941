/**
 * A browser File as the local readers see it (name, size, stream), its stream delivering `data` in pieces that end at
 * `cuts` (any order; a cut past the end wraps): how tests split characters and lines across chunks.
 */
export function asLocalFile(name: string, data: Uint8Array, cuts: readonly number[] = []) {
  const edges = [...new Set([0, ...cuts.map((c) => c % (data.byteLength + 1)), data.byteLength])].sort((a, b) => a - b);
  return {
    name,
    size: data.byteLength,
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          edges.slice(1).forEach((end, i) => controller.enqueue(data.slice(edges[i], end)));
          controller.close();
        },
      }),
  };
}

/** Cuts every `chunk` bytes of `data`. */
export const cutsEvery = (chunk: number, data: Uint8Array) => Array.from({ length: Math.ceil(data.byteLength / chunk) }, (_, i) => i * chunk);
