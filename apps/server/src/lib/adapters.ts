/**
 * An open registry of adapters by code (payment gateways; next, statement sources and payout
 * providers): one file per adapter, listed once. Checked when it is made, so a start with a missing,
 * unknown or doubled code fails at once instead of at the first payment.
 */
export function adapterRegistry<Code extends string, Entry extends { readonly code: Code }>(
  kind: string,
  /** The codes the contract knows (the API's enum): each needs exactly one entry. */
  codes: readonly Code[],
  entries: readonly Entry[],
): ReadonlyMap<Code, Entry> {
  const byCode = new Map<Code, Entry>();
  for (const entry of entries) {
    if (!codes.includes(entry.code)) throw new Error(`${kind} ${entry.code} is not one of ${codes.join(', ')}`);
    if (byCode.has(entry.code)) throw new Error(`${kind} ${entry.code} is registered twice`);
    byCode.set(entry.code, entry);
  }
  const missing = codes.filter((code) => !byCode.has(code));
  if (missing.length > 0) throw new Error(`${kind} ${missing.join(', ')} has no adapter`);
  // In the contract's order, whatever the order of the list.
  return new Map(codes.map((code) => [code, byCode.get(code) as Entry]));
}
