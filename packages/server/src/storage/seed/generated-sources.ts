/**
 * How generated (synthetic demo) rows are told apart from real ones: by their `source`. The
 * generators write these sources, and the register status, `/health` and
 * `namescreen generate remove` read them.
 */

/** Source prefix of generated companies ("generated:<seed>"). */
export const GENERATED_COMPANY_SOURCE_PREFIX = "generated:";

/** Source of generated trademarks (ids "SYN<seed>:<n>"). */
export const GENERATED_TRADEMARK_SOURCE = "generated";

/** SQL condition on a `companies` row: it was generated. */
export const GENERATED_COMPANY_SQL = `substr(source, 1, ${GENERATED_COMPANY_SOURCE_PREFIX.length}) = '${GENERATED_COMPANY_SOURCE_PREFIX}'`;

/** SQL condition on a `trademarks` row: it was generated. */
export const GENERATED_TRADEMARK_SQL = `source = '${GENERATED_TRADEMARK_SOURCE}'`;
