/**
 * `[, ...items]`: an array whose first item is a hole. Spreads, JSON and test titles show the
 * hole as `undefined`/`null`, but array methods (`map`, `forEach`, `flatMap`) skip it.
 */
export function holeFirst(...items: unknown[]): unknown[] {
  const array: unknown[] = new Array(items.length + 1);
  items.forEach((item, i) => {
    array[i + 1] = item;
  });
  return array;
}
