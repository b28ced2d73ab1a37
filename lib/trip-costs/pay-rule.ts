/**
 * A driver's pay rule (DECISIONS.md "Trip costs, driver pay and exceptions"): a flat amount per job, an amount
 * per route mile, or a percentage of the job's price. Money is integer cents; a percentage is kept in basis
 * points (12.5 % = 1250) so that it stays an integer too.
 */
export type PayRule =
  { kind: "flat"; centsPerJob: number } | { kind: "per_mile"; centsPerMile: number } | { kind: "percent"; basisPoints: number };

export type PayProblem = "no_price" | "no_miles";
export type JobPay = { cents: number } | { problem: PayProblem };

/** One delivered job's pay under a rule; half a cent and more rounds up. A job without a price or miles says so. */
export function payForJob(rule: PayRule, job: { routeMiles: number | null; priceCents: number | null }): JobPay {
  switch (rule.kind) {
    case "flat":
      return { cents: rule.centsPerJob };
    case "per_mile":
      return job.routeMiles === null ? { problem: "no_miles" } : { cents: Math.round(rule.centsPerMile * job.routeMiles) };
    case "percent":
      return job.priceCents === null ? { problem: "no_price" } : { cents: Math.round((job.priceCents * rule.basisPoints) / 10_000) };
  }
}
