/** Tasks run a few at a time: rows whose domain checks wait on the network overlap their waits. */

/** `task(0 … count − 1)`, at most `width` at a time; the answers in index order. */
export async function inPool<T>(
  count: number,
  width: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      out[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
  return out;
}
