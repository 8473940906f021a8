import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { culvertInspectionActions, culvertInspections, culverts } from '../db/schema';
import type { DemoAccounts } from './demoAccounts';
import { offsetMetres, pointInSegment } from './demoGeography';
import type { DemoRandom } from './demoRandom';

const DAY_MS = 24 * 3600 * 1000;
/** Culvert status 4: the crew could not inspect it, so no actions are recorded. */
const UNABLE_TO_INSPECT = 4;

interface StatusPlan {
  statusId: number;
  risks: number[];
  taken: number[];
  required: number[];
  comments: string[];
}

const STATUS_PLANS: StatusPlan[] = [
  {
    statusId: 1,
    risks: [0, 1],
    taken: [4],
    required: [],
    comments: ['Flowing freely, both ends clear.', 'Good condition; markers in place.'],
  },
  {
    statusId: 2,
    risks: [1, 5],
    taken: [1, 2],
    required: [22, 24],
    comments: ['Inlet partly blocked by debris; cleared what we could by hand.', 'Minor rust at the outlet.'],
  },
  {
    statusId: 3,
    risks: [5, 10],
    taken: [1, 3, 5],
    required: [21, 23, 22],
    comments: [
      'Crushed at the outlet end, about a third of the opening lost.',
      'Scour hole forming below the outlet.',
    ],
  },
  {
    statusId: UNABLE_TO_INSPECT,
    risks: [0],
    taken: [],
    required: [],
    comments: ['Inlet under water after the storm; could not inspect.', 'Snow drifted over both ends.'],
  },
  {
    statusId: 5,
    risks: [10],
    taken: [5],
    required: [20, 23],
    comments: ['Culvert collapsed; water overtopping the road in spring.'],
  },
];

const dateOnly = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Culverts where Range Road 190 crosses drainage, each inspected one to three times over the last year. */
export async function seedDemoCulverts(db: Db, accounts: DemoAccounts, random: DemoRandom, now = Date.now()) {
  const crossings = accounts.road.areas.flatMap((area, i) =>
    (i % 3 === 0 ? [0.3, 0.75] : [0.5]).map((along) => pointInSegment(area.segment, along, 0)),
  );
  const culvertRows = await db
    .insert(culverts)
    .values(
      crossings.map((centre, i) => {
        const westToEast = random.chance(0.5);
        const west = offsetMetres(centre, -12, 0);
        const east = offsetMetres(centre, 12, 0);
        return {
          uuid: randomUUID(),
          asset_id: accounts.road.id,
          site_culvert_id: `RR190-C${String(i + 1).padStart(2, '0')}`,
          road_name: 'Range Road 190',
          is_fish_habitat: random.chance(0.25),
          has_markers: random.chance(0.7),
          // -1 records "unknown" (the spec's 'Length unknown' / 'Diameter unknown').
          length: random.chance(0.1) ? -1 : random.int(10, 24),
          diameter: random.chance(0.1) ? -1 : random.pick([0.45, 0.6, 0.8, 0.9, 1.2]),
          direction_of_flow: westToEast ? 'West to East' : 'East to West',
          inlet_location: { type: 'Point', coordinates: westToEast ? west : east },
          outlet_location: { type: 'Point', coordinates: westToEast ? east : west },
          created_at: new Date(now - 400 * DAY_MS).toISOString(),
        };
      }),
    )
    .returning({ id: culverts.id });

  const planned = culvertRows.flatMap((culvert, i) => {
    // The last two culverts were added recently and still await their first inspection.
    if (i >= culvertRows.length - 2) return [];
    let time = now - random.int(300, 360) * DAY_MS;
    return Array.from({ length: random.int(1, 3) }, () => {
      const plan = random.pick(STATUS_PLANS);
      const inspected = new Date(time);
      inspected.setUTCHours(random.int(15, 22), random.int(0, 59), 0, 0);
      time += random.int(60, 140) * DAY_MS;
      return {
        plan,
        row: {
          uuid: randomUUID(),
          culvert_id: culvert.id,
          asset_id: accounts.road.id,
          user_id: random.chance(0.8) ? accounts.userIds.clientField : accounts.userIds.clientAdmin,
          inspection_date: inspected.toISOString(),
          next_inspection_date: dateOnly(inspected.getTime() + 365 * DAY_MS),
          comments: random.pick(plan.comments),
          risk_score: random.pick(plan.risks),
          culvert_status_id: plan.statusId,
          created_at: inspected.toISOString(),
        },
      };
    }).filter((inspection) => Date.parse(inspection.row.inspection_date) < now);
  });
  const inspectionRows = await db
    .insert(culvertInspections)
    .values(planned.map((p) => p.row))
    .returning({ id: culvertInspections.id });
  const actions = planned.flatMap(({ plan }, i) =>
    [...random.some(plan.taken, random.int(0, 2)), ...random.some(plan.required, random.int(0, 2))].map(
      (action_id) => ({ inspection_id: inspectionRows[i].id, action_id }),
    ),
  );
  if (actions.length > 0) await db.insert(culvertInspectionActions).values(actions);
  return { culvertIds: culvertRows.map((c) => c.id), inspectionIds: inspectionRows.map((r) => r.id) };
}
