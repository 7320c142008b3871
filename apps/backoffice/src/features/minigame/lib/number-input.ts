/** What a number field holds: an empty field is NaN, so the shared schema answers its own Thai message. */
export const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);

/** A number field where empty means none (no cap, never expires). */
export const toNullable = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
