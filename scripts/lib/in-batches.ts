/** Runs `run` over the items a batch at a time (each batch in parallel), keeping the items' order. */
export async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>, size = 10): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}
