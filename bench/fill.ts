/**
 * Fills the bench database with realistic data in bulk: INSERT ... SELECT over generate_series,
 * a hundred thousand jobs per statement, deterministic (hashes of the row number, no random()).
 * Secondary indexes are dropped during the load and rebuilt from their own definitions after
 * it (the usual bulk-load order, same schema); the counter triggers stay on.
 *
 * Shape: the oldest three quarters of the jobs are delivered or cancelled; the newest quarter
 * holds every status, so each admin tab has tens of thousands of rows at a million jobs.
 */
import type { Sizes } from "./config";
import type { SqlRunner } from "./database";

const BATCH = 100_000;

/** A stable pseudo-random integer in [0, n) from an SQL integer expression. */
const h = (expr: string, n: number) => `((hashint8((${expr})::bigint) % ${n} + ${n}) % ${n})`;
const pick = (expr: string, values: readonly string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}])[1 + ${h(expr, values.length)}]`;

const FIRST = [
  "James",
  "Maria",
  "Robert",
  "Linda",
  "Michael",
  "Sofia",
  "David",
  "Aisha",
  "Daniel",
  "Emma",
  "Carlos",
  "Grace",
  "Wei",
  "Olivia",
  "Ahmed",
  "Nina",
];
const LAST = [
  "Smith",
  "Garcia",
  "Johnson",
  "Nguyen",
  "Brown",
  "Martinez",
  "Lee",
  "Walker",
  "Patel",
  "Lopez",
  "Kim",
  "Clark",
  "Young",
  "Rivera",
  "Hall",
  "Khan",
];
const BRAND = [
  "Northwind",
  "Globex",
  "Initech",
  "Umbrella",
  "Stark",
  "Wayne",
  "Acme",
  "Hooli",
  "Vandelay",
  "Soylent",
  "Cyberdyne",
  "Tyrell",
  "Wonka",
  "Gringotts",
  "Oceanic",
  "Pied Piper",
  "Dunder",
  "Monarch",
  "Aperture",
  "Massive",
];
const KIND = ["Motors", "Auto Group", "Fleet", "Logistics", "Rentals", "Dealers", "Car Sales", "Leasing", "Motorworks", "Automotive"];
const CITIES = [
  "100 Commerce St, Dallas, TX",
  "200 Main St, Houston, TX",
  "1 Peachtree St, Atlanta, GA",
  "500 Market St, San Francisco, CA",
  "77 Wacker Dr, Chicago, IL",
  "9 Broad St, New York, NY",
  "300 Colfax Ave, Denver, CO",
  "45 Pike St, Seattle, WA",
  "12 Canal St, New Orleans, LA",
  "88 Biscayne Blvd, Miami, FL",
  "60 State St, Boston, MA",
  "400 Broadway, Nashville, TN",
];
/** The US zone of a longitude, by band: close enough for made-up places (the app looks real ones up). */
const usZone = (lng: string) =>
  `case when ${lng} < -114.5 then 'America/Los_Angeles' when ${lng} < -102 then 'America/Denver' when ${lng} < -87.5 then 'America/Chicago' else 'America/New_York' end`;
const YARDS = ["North Yard", "South Lot", "Dealer Row", "Port Terminal", "Auction House", "Service Center", "Body Shop", "Rail Ramp"];
const MODELS: readonly (readonly [string, string])[] = [
  ["Honda", "Accord"],
  ["Honda", "Civic"],
  ["Toyota", "Camry"],
  ["Toyota", "RAV4"],
  ["Ford", "F-150"],
  ["Ford", "Explorer"],
  ["Chevrolet", "Silverado"],
  ["Tesla", "Model 3"],
  ["BMW", "X5"],
  ["Nissan", "Altima"],
  ["Hyundai", "Tucson"],
  ["Kia", "Sorento"],
];

export type FillLog = (line: string) => void;

type IndexDef = { name: string; def: string };

/** Secondary indexes of the big tables (not those behind primary keys or constraints). */
async function secondaryIndexes(db: SqlRunner): Promise<IndexDef[]> {
  return db.query<IndexDef>(
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = 'public' and tablename in ('jobs', 'job_logs', 'location_updates', 'rides', 'users', 'companies', 'drivers')
       and indexname not in (select conname from pg_constraint)
     order by tablename, indexname`,
  );
}

export async function fillDatabase(db: SqlRunner, sizes: Sizes, passwordHash: string, log: FillLog): Promise<Record<string, number>> {
  const timed = async (label: string, sql: string) => {
    const started = Date.now();
    await db.exec(sql);
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const { jobs: N, companies: C, customers: K, drivers: D, staff: S } = sizes;
  const perCompany = K / C;
  if (!Number.isInteger(perCompany)) throw new Error("customers must be a multiple of companies");

  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await db.exec(`drop index "${index.name}"`);
  log(`  dropped ${indexes.length} secondary indexes for the load`);

  await timed(
    `${S} staff users`,
    `insert into users (id, username, first_name, last_name, email, phone_number, password_hash, role, created_at, updated_at)
     select g, case when g = 1 then 'Sam Super' else 'Admin ' || g end, case when g = 1 then 'Sam' else 'Admin' end, 'Bench',
       case when g = 1 then 'superadmin@bench.example' else 'admin' || g || '@bench.example' end, '2145550100', '${passwordHash}',
       case when g = 1 then 'superadmin' else 'admin' end, now() - interval '4 years', now()
     from generate_series(1, ${S}) g`,
  );
  await timed(
    `${C} companies`,
    `insert into companies (id, name, address, email, contact_person_name, contact_person_phone, created_by, created_at, updated_at)
     select c, ${pick("c", BRAND)} || ' ' || ${pick("c + 7", KIND)} || ' ' || c, ${pick("c + 3", CITIES)}, 'office' || c || '@bench.example',
       ${pick("c + 5", FIRST)} || ' ' || ${pick("c + 9", LAST)}, '214555' || lpad((c % 10000)::text, 4, '0'), 1,
       now() - interval '4 years' + c * interval '1 hour', now()
     from generate_series(1, ${C}) c`,
  );
  await timed(
    `${K} customer users`,
    `insert into users (id, username, first_name, last_name, email, phone_number, password_hash, role, company_id, created_by, created_at, updated_at)
     select ${S} + i, f || ' ' || l, f, l, 'customer' || i || '@bench.example', '469555' || lpad((i % 10000)::text, 4, '0'), '${passwordHash}',
       'customer', 1 + (i - 1) % ${C}, 1, now() - interval '4 years' + i * interval '10 minutes', now()
     from (select i, ${pick("i", FIRST)} as f, ${pick("i + 1", LAST)} as l from generate_series(1, ${K}) i) u`,
  );
  await timed(
    `${D} drivers`,
    `insert into drivers (id, name, email, phone, referred_by, created_at, updated_at)
     select d, ${pick("d + 2", FIRST)} || ' ' || ${pick("d + 4", LAST)}, 'driver' || d || '@bench.example', '972555' || lpad(d::text, 4, '0'), 1,
       now() - interval '4 years' + d * interval '1 day', now()
     from generate_series(1, ${D}) d`,
  );

  // Statuses: the oldest 75 % delivered (88 %) or cancelled; the newest 25 % every status.
  const old = Math.floor(N * 0.75);
  const status = `case when g <= ${old} then (case when ${h("g", 100)} < 88 then 'delivered' else 'cancelled' end)
    else (case when r < 20 then 'delivered' when r < 24 then 'cancelled' when r < 36 then 'in_transit' when r < 56 then 'approved'
      when r < 76 then 'submitted' when r < 84 then 'PO_missing' when r < 90 then 'rescheduled' when r < 94 then 'awaiting_reschedule_date'
      else 'awaiting_for_cancellation' end) end`;
  const spanSeconds = 3 * 365 * 86_400;
  for (let from = 1; from <= N; from += BATCH) {
    const to = Math.min(N, from + BATCH - 1);
    await timed(
      `jobs ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")}`,
      `insert into jobs (id, company_id, customer_id, request_status, status_before_cancellation, cancellation_reason, reschedule_reason,
         driver_id, link_version, vehicle_year, vehicle_make, vehicle_model, vin_number, fuel_type, po_number,
         deliver_washed, deliver_full, send_driver_contact_info, time_relaxation,
         pickup_business_name, pickup_location, pickup_latitude, pickup_longitude, pickup_date, pickup_time, pickup_poc_name, pickup_poc_phone,
         pickup_additional_note, dropoff_business_name, dropoff_location, dropoff_latitude, dropoff_longitude, dropoff_date, dropoff_time,
         dropoff_poc_name, dropoff_poc_phone, dropoff_additional_note, empire_notes, driver_notes, delivered_at,
         last_latitude, last_longitude, last_location_at, created_at, updated_at, pickup_timezone, dropoff_timezone)
       select g, company, ${S} + company + ${C} * ${h("g + 13", perCompany)}, st,
         case when st = 'awaiting_for_cancellation' then 'approved' end,
         case when st in ('cancelled', 'awaiting_for_cancellation') then 'Plans changed' end,
         case when st in ('rescheduled', 'awaiting_reschedule_date') then 'Dealer asked for another day' end,
         driver, case when driver is null then 0 else 1 end,
         2008 + ${h("g + 3", 17)}, (array[${MODELS.map(([m]) => `'${m}'`).join(", ")}])[1 + mk], (array[${MODELS.map(([, m]) => `'${m}'`).join(", ")}])[1 + mk],
         upper(substr(md5(g::text), 1, 17)), ${pick("g + 17", ["Gas", "Gas", "Gas", "Diesel", "Electric"])},
         case when st = 'PO_missing' then null else ${pick("company", ["PO-", "", "4500", "ORD-", "P"])} || (100000 + ${h("g + 19", 900000)}) end,
         ${h("g + 23", 5)} < 2, ${h("g + 29", 3)} = 0, ${h("g + 31", 2)} = 0, ${h("g + 37", 4)} = 0,
         ${pick("g + 41", YARDS)}, ${pick("g + 43", CITIES)}, plat, plng, pdate, case when pdate is null then null else lpad((7 + ${h("g + 47", 11)})::text, 2, '0') || ':' || ${pick("g + 53", ["00", "30"])} end,
         ${pick("g + 59", FIRST)} || ' ' || ${pick("g + 61", LAST)}, '214555' || lpad(${h("g + 67", 10000)}::text, 4, '0'), 'Ask for the keys at the front desk',
         ${pick("g + 71", YARDS)}, ${pick("g + 73", CITIES)}, dlat, dlng, pdate + 2, case when pdate is null then null else '16:00' end,
         ${pick("g + 79", FIRST)} || ' ' || ${pick("g + 83", LAST)}, '713555' || lpad(${h("g + 89", 10000)}::text, 4, '0'), '',
         'Bill monthly', 'Call 30 minutes ahead', delivered,
         case when st = 'in_transit' then plat + (dlat - plat) * 0.5 when st = 'delivered' then dlat end,
         case when st = 'in_transit' then plng + (dlng - plng) * 0.5 when st = 'delivered' then dlng end,
         case when st = 'in_transit' then now() - ${h("g + 97", 60)} * interval '1 minute' when st = 'delivered' then delivered - interval '1 minute' end,
         created, coalesce(delivered, created + interval '1 day'), ${usZone("plng")}, ${usZone("dlng")}
       from (
         select g, st, company, created, plat, plng, dlat, dlng, mk,
           case when st in ('in_transit', 'delivered') or (st = 'approved' and g % 10 <> 0) then 1 + ${h("g + 7", D)} end as driver,
           case when st = 'awaiting_reschedule_date' then null
                when st = 'in_transit' then current_date - (g % 2)
                when st in ('delivered', 'cancelled') then (created + interval '3 days')::date
                else current_date + (${h("g + 101", 21)} - 2)::int end as pdate,
           case when st = 'delivered' then least(created + interval '3 days 8 hours', now() - interval '1 hour') end as delivered
         from (
           select g, ${h("g + 103", 100)} as r, 1 + (g - 1) % ${C} as company,
             now() - (${N} - g) * interval '${(spanSeconds / N).toFixed(3)} seconds' as created,
             26 + ${h("g + 1", 2000)} / 100.0 as plat, -122 + ${h("g + 2", 4800)} / 100.0 as plng,
             26 + ${h("g + 5", 2000)} / 100.0 as dlat, -122 + ${h("g + 6", 4800)} / 100.0 as dlng,
             ${h("g + 11", MODELS.length)} as mk
           from generate_series(${from}, ${to}) g
         ) base
         cross join lateral (select ${status} as st) s
       ) j`,
    );
  }

  for (let from = 1; from <= N; from += BATCH * 2) {
    const to = Math.min(N, from + BATCH * 2 - 1);
    await timed(
      `job logs of jobs ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")}`,
      `insert into job_logs (job_id, request_status, user_id, driver_id, note, created_at)
       select j.id, s.status, case s.actor when 'customer' then j.customer_id when 'admin' then 1 + j.id % ${S} end,
         case when s.actor = 'driver' then j.driver_id end, s.note, j.created_at + s.after
       from jobs j
       cross join lateral (values
         (1, case when j.po_number is null then 'PO_missing' else 'submitted' end, 'customer', null::text, interval '0'),
         (2, 'approved', 'admin', null, interval '5 hours'),
         (3, 'in_transit', 'driver', null, interval '3 days 1 hour'),
         (4, 'delivered', 'driver', null, interval '3 days 7 hours'),
         (5, j.request_status, case when j.request_status = 'awaiting_for_cancellation' or j.request_status = 'rescheduled' or j.request_status = 'awaiting_reschedule_date' then 'customer' else 'admin' end,
            coalesce(j.cancellation_reason, j.reschedule_reason), interval '1 day')
       ) as s(step, status, actor, note, after)
       where j.id between ${from} and ${to}
         and case s.step
           when 1 then true
           when 2 then j.request_status in ('approved', 'in_transit', 'delivered')
           when 3 then j.request_status in ('in_transit', 'delivered')
           when 4 then j.request_status = 'delivered'
           else j.request_status in ('cancelled', 'rescheduled', 'awaiting_reschedule_date', 'awaiting_for_cancellation')
         end`,
    );
  }

  await timed(
    "rides of the jobs in transit or delivered",
    `insert into rides (job_id, driver_id, ride_status, checkin_mileage, damage_notes, ending_mileage, delivery_notes,
       checked_in_at, started_at, delivered_at, created_at, updated_at)
     select id, driver_id, case when request_status = 'delivered' then 'delivered' else 'ride_started' end, 20000 + id % 90000,
       'Small scratch on the rear bumper', case when request_status = 'delivered' then 20400 + id % 90000 end,
       case when request_status = 'delivered' then 'Keys left with reception' end,
       created_at + interval '3 days', created_at + interval '3 days 30 minutes', delivered_at, created_at + interval '3 days', now()
     from jobs where request_status in ('in_transit', 'delivered')`,
  );

  const [tracked] = await db.query<{ id: number }>(`select max(id) as id from jobs where request_status = 'in_transit'`);
  const trackedId = Number(tracked!.id);
  const [moving] = await db.query<{ n: string }>(
    `select count(*) as n from jobs where request_status in ('in_transit', 'delivered') and id <> ${trackedId}`,
  );
  const M = Number(moving!.n);
  const spread = sizes.locationUpdates - sizes.trackedJobPoints;
  const base = Math.floor(spread / M);
  const extra = spread - base * M;
  // Each moving job's track ends where the job says its driver last was (jobs.last_*).
  const point = (n: string) => `j.pickup_latitude + (j.last_latitude - j.pickup_latitude) * k / ${n},
       j.pickup_longitude + (j.last_longitude - j.pickup_longitude) * k / ${n},
       j.last_location_at - (${n} - k) * interval '10 minutes'`;
  await timed(
    `${spread.toLocaleString("en-US")} location updates over ${M.toLocaleString("en-US")} moving jobs`,
    `insert into location_updates (job_id, driver_id, latitude, longitude, created_at)
     select j.id, j.driver_id, ${point("j.n")}
     from (select jobs.*, ${base} + case when row_number() over (order by id) <= ${extra} then 1 else 0 end as n
           from jobs where request_status in ('in_transit', 'delivered') and id <> ${trackedId}) j
     cross join lateral generate_series(1, j.n) k`,
  );
  await timed(
    `${sizes.trackedJobPoints} location updates of job ${trackedId}`,
    `insert into location_updates (job_id, driver_id, latitude, longitude, created_at)
     select j.id, j.driver_id, ${point(String(sizes.trackedJobPoints))}
     from jobs j cross join generate_series(1, ${sizes.trackedJobPoints}) k where j.id = ${trackedId}`,
  );

  for (const table of ["users", "companies", "drivers", "jobs"]) {
    await db.exec(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  for (const index of indexes) {
    await timed(`index ${index.name}`, index.def);
  }
  await timed("vacuum analyze", "vacuum analyze");
  // Whatever pages the fill left to write back are written now, not spread by PostgreSQL over
  // the first minutes of the load (measured: 0.6 s after the vacuum, which writes most itself).
  await timed("checkpoint", "checkpoint");

  return countData(db, trackedId);
}

/** What a filled database holds (also for --skip-fill, which reuses an earlier run's data). */
export async function countData(db: SqlRunner, trackedId?: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    "companies",
    "users",
    "drivers",
    "jobs",
    "job_logs",
    "rides",
    "location_updates",
    "job_counters",
    "job_status_totals",
    "job_pickup_counters",
  ]) {
    const [row] = await db.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(row!.n);
  }
  if (trackedId === undefined) {
    const [row] = await db.query<{ job_id: number }>(`select job_id from location_updates group by job_id order by count(*) desc limit 1`);
    trackedId = row?.job_id ?? 0;
  }
  counts.tracked_job_id = trackedId;
  return counts;
}
