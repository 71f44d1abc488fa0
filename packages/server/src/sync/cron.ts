/**
 * A five-field cron expression (minute hour day-of-month month day-of-week), evaluated in UTC:
 * `*`, numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b`; day-of-week 0–7 (0 and 7
 * Sunday). As in classic cron, a job runs when either day field matches if both are restricted.
 */

/** A parsed expression. */
export interface CronSchedule {
  readonly expression: string;
  /** The first matching minute strictly after `after`. */
  next(after: Date): Date;
}

/** Parse `expression`; throws an Error naming the bad field. */
export function parseCron(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5)
    throw new Error(`"${expression}" is not a cron expression (5 fields: minute hour day month weekday)`);
  const [minute, hour, day, month, weekday] = FIELDS.map((f, i) => parseField(fields[i] ?? "", f));
  const m = { minute, hour, day, month, weekday } as Record<string, Set<number>>;
  for (const sunday of [7]) if (m.weekday?.delete(sunday)) m.weekday.add(0);
  const dayRestricted = fields[2] !== "*";
  const weekdayRestricted = fields[4] !== "*";
  const dayMatches = (d: Date) => {
    const byDay = m.day?.has(d.getUTCDate()) ?? false;
    const byWeekday = m.weekday?.has(d.getUTCDay()) ?? false;
    if (dayRestricted && weekdayRestricted) return byDay || byWeekday;
    return dayRestricted ? byDay : weekdayRestricted ? byWeekday : true;
  };
  return {
    expression,
    next(after) {
      const t = new Date(after.getTime());
      t.setUTCSeconds(0, 0);
      t.setUTCMinutes(t.getUTCMinutes() + 1);
      // Jumps by month, day, hour, minute: a few hundred steps at most over five years.
      for (let steps = 0; steps < 100_000; steps++) {
        if (!m.month?.has(t.getUTCMonth() + 1)) {
          t.setUTCMonth(t.getUTCMonth() + 1, 1);
          t.setUTCHours(0, 0);
        } else if (!dayMatches(t)) {
          t.setUTCDate(t.getUTCDate() + 1);
          t.setUTCHours(0, 0);
        } else if (!m.hour?.has(t.getUTCHours())) {
          t.setUTCHours(t.getUTCHours() + 1, 0);
        } else if (!m.minute?.has(t.getUTCMinutes())) {
          t.setUTCMinutes(t.getUTCMinutes() + 1);
        } else {
          return t;
        }
      }
      throw new Error(`cron "${expression}" never matches`);
    },
  };
}

// --- Internal helpers ---

interface FieldSpec {
  name: string;
  min: number;
  max: number;
}

const FIELDS: FieldSpec[] = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
];

function parseField(text: string, spec: FieldSpec): Set<number> {
  const out = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron ${spec.name} "${text}" is not understood`);
    const from = match[1] === "*" ? spec.min : Number(match[2]);
    const to =
      match[1] === "*" ? spec.max : match[3] !== undefined ? Number(match[3]) : match[4] ? spec.max : from;
    const step = match[4] !== undefined ? Number(match[4]) : 1;
    if (from < spec.min || to > spec.max || from > to || step < 1)
      throw new Error(`cron ${spec.name} "${text}" is outside ${spec.min}-${spec.max}`);
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}
