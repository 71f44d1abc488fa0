/** @namescreen/server public surface. */
export {};
