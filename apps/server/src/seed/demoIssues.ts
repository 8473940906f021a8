import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  issueCompanyAssignments,
  issueRequiredActions,
  issueSpecies,
  issueUserAssignments,
  vegetationIssues,
} from '../db/schema';
import type { DemoAccounts, DemoArea, DemoAsset } from './demoAccounts';
import { type Position, randomSpot, randomTrack } from './demoGeography';
import type { DemoRandom } from './demoRandom';
import { PROXIMITIES, SPECIES, VEGETATION_TYPES } from './referenceLists';

/*
 * The demo issues: one file over the usual size because its tables (the types, actions and treatments that make
 * sense together on each kind of asset) and the generator that draws from them are read together.
 */

type IssueRow = typeof vegetationIssues.$inferInsert;

interface PlannedIssue {
  row: IssueRow;
  speciesIds: number[];
  requiredActionIds: number[];
}

interface PlannedChain {
  original: PlannedIssue;
  followUps: PlannedIssue[];
  assignedToProvider: boolean;
  assignedUserKey: 'clientField' | 'providerField' | null;
}

export interface SeededIssue {
  id: number;
  userId: number;
  issueTypeId: number | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** Issue types that make sense on each kind of asset (pipe types only on the pipeline). */
const TYPES_BY_ASSET: Record<DemoAsset['kind'], number[]> = {
  pipeline: [1, 1, 1, 2, 2, 3, 3, 4, 5, 6],
  road: [1, 1, 1, 1, 4, 4, 5, 5, 6],
};
/** The ids of a reference list that belong to one issue type, so a seeded issue passes the server's rules. */
const idsForType = (list: readonly { id: number; issue_type_id: number }[], type: number) =>
  list.filter((row) => row.issue_type_id === type).map((row) => row.id);
const REQUIRED_ACTIONS_BY_TYPE: Record<number, number[]> = {
  1: [20, 23, 24, 26],
  2: [21, 22, 24],
  3: [22, 21, 24],
  4: [21, 22, 24],
  5: [25, 24],
  6: [24],
};
/** Treatments a crew records when it comes back to an issue. */
const TREATMENTS_BY_TYPE: Record<number, number[]> = {
  1: [2, 3, 4],
  2: [5, 3],
  3: [5, 3],
  4: [5, 3],
  5: [6],
  6: [7],
};
/** Weighted towards medium risk, as field crews rate most findings. */
const OPEN_RISKS = [1, 1, 5, 5, 5, 10, 10];

const COMMENTS: Record<number, string[]> = {
  1: [
    'Dense patch along the north edge of the right-of-way, spreading into the ditch.',
    'Scattered plants around the marker post; seed heads forming.',
    'New infestation since last season, roughly 20 m long beside the access track.',
    'Patch on disturbed soil from last year’s dig; likely brought in on equipment.',
  ],
  2: [
    'Willows growing against the above-ground piping at the riser; roots lifting the gravel pad.',
    'Vines climbing the pipe supports; obscures the coating inspection.',
  ],
  3: [
    'Deep-rooted brush over the centreline; aerial patrol can no longer see the ROW.',
    'Poplar suckers coming up within 3 m of the centreline.',
  ],
  4: [
    'Brush blocking sight lines to the warning sign.',
    'Saplings growing through the fence around the cathodic protection rectifier.',
  ],
  5: [
    'Spilled grain along the shoulder attracting deer onto the road.',
    'Clover seeded in the reclamation area is drawing elk to the crossing.',
  ],
  6: [
    'Garbage dumped at the approach; reported to the county.',
    'Erosion rill forming on the slope below the crossing; no vegetation problem yet.',
    'Beaver activity in the ditch; water backing up toward the ROW.',
  ],
};
const FOLLOW_UP_COMMENTS = [
  'Revisited: treatment partly effective, regrowth at the edges.',
  'Crew treated the patch; re-check in four weeks.',
  'Still present after rain delayed the work.',
];
const RESOLVED_COMMENTS = [
  'Re-inspected: no regrowth, issue resolved.',
  'Area clear after treatment; closing out.',
  'Checked after mowing: nothing left to treat.',
];
const NO_PROBLEM_COMMENTS = [
  'Routine patrol, nothing found.',
  'Walked the segment: right-of-way in good condition.',
];

function speciesOf(asset: DemoAsset, vegeTypeId: number): number[] {
  const kinds = new Set(SPECIES.filter((s) => s.vege_type_id === vegeTypeId).map((s) => s.id));
  return asset.speciesIds.filter((id) => kinds.has(id));
}

function gps(
  area: DemoArea,
  random: DemoRandom,
  withTrack: boolean,
): Pick<IssueRow, 'gps_point' | 'gps_track'> {
  const point: Position = randomSpot(area.segment, random);
  return {
    gps_point: { type: 'Point', coordinates: point },
    gps_track: withTrack ? { type: 'LineString', coordinates: randomTrack(area.segment, random) } : null,
  };
}

/** The fields a type of problem asks for (spec 1 §6 form rules), everything else left null. */
function problemFields(
  type: number,
  asset: DemoAsset,
  random: DemoRandom,
): { fields: Partial<IssueRow>; speciesIds: number[] } {
  const counts = () => {
    const individual_count = random.int(3, 400);
    const area_size = random.int(2, 300);
    return { individual_count, area_size, density: Math.round((individual_count / area_size) * 100) / 100 };
  };
  const height = (max: number) => Math.round((0.2 + random.next() * (max - 0.2)) * 10) / 10;
  switch (type) {
    case 1:
      return {
        fields: {
          physiological_stage_id: random.int(1, 7),
          distribution_id: random.int(1, 5),
          veg_height: height(1.5),
          ...counts(),
        },
        speciesIds: random.some(speciesOf(asset, 1), random.int(1, 2)),
      };
    case 2:
    case 3:
      return {
        fields: {
          vegetation_type_id: random.pick(idsForType(VEGETATION_TYPES, type)),
          proximity_id: random.pick(idsForType(PROXIMITIES, type)),
          near_low_point_drain: type === 2 ? random.chance(0.3) : null,
          veg_height: height(8),
          area_size: random.int(5, 200),
        },
        speciesIds: [],
      };
    case 4:
      return {
        fields: {
          vegetation_type_id: random.pick(idsForType(VEGETATION_TYPES, type)),
          veg_height: height(12),
        },
        speciesIds: [],
      };
    case 5:
      return {
        fields: { distribution_id: random.int(1, 5), ...counts() },
        speciesIds: random.some(speciesOf(asset, 5), random.int(1, 2)),
      };
    default:
      return { fields: {}, speciesIds: [] };
  }
}

interface IssueBase {
  asset: DemoAsset;
  area: DemoArea;
  userId: number;
  date: Date;
}

function openIssue(base: IssueBase, type: number, random: DemoRandom, comment: string): PlannedIssue {
  const { fields, speciesIds } = problemFields(type, base.asset, random);
  const actionRequired = random.chance(0.85);
  return {
    row: {
      ...commonFields(base, random),
      has_issue: true,
      issue_type_id: type,
      risk_score: actionRequired ? random.pick(OPEN_RISKS) : 0,
      action_required: actionRequired,
      action_taken_id: random.pick([1, 1, 1, 7]),
      comments: comment,
      ...fields,
      ...gps(base.area, random, random.chance(0.2)),
    },
    speciesIds,
    requiredActionIds: actionRequired ? random.some(REQUIRED_ACTIONS_BY_TYPE[type], random.int(1, 2)) : [],
  };
}

/** No problem identified: the form clears the problem fields and sets action required to false. */
function clearIssue(
  base: IssueBase,
  random: DemoRandom,
  actionTakenId: number,
  comment: string,
): PlannedIssue {
  return {
    row: {
      ...commonFields(base, random),
      has_issue: false,
      issue_type_id: null,
      risk_score: 0,
      action_required: false,
      action_taken_id: actionTakenId,
      comments: comment,
      ...gps(base.area, random, false),
    },
    speciesIds: [],
    requiredActionIds: [],
  };
}

function commonFields(base: IssueBase, random: DemoRandom) {
  const date = new Date(base.date);
  date.setUTCHours(random.int(14, 23), random.int(0, 59), 0, 0);
  const iso = date.toISOString();
  return {
    uuid: randomUUID(),
    asset_id: base.asset.id,
    area_id: base.area.id,
    user_id: base.userId,
    inspection_date: iso,
    created_at: iso,
  };
}

/**
 * One original finding and what happened next: most stay open, some get follow-ups (treatments) and a
 * final re-inspection that resolves them; a few patrols find nothing.
 */
function planChain(accounts: DemoAccounts, asset: DemoAsset, random: DemoRandom, now: number): PlannedChain {
  const area = random.pick(asset.areas);
  const start = new Date(now - random.int(10, 365) * DAY_MS);
  const reporter = random.chance(0.75) ? accounts.userIds.clientField : accounts.userIds.clientAdmin;
  const base: IssueBase = { asset, area, userId: reporter, date: start };
  if (random.chance(0.08)) {
    return {
      original: clearIssue(base, random, 1, random.pick(NO_PROBLEM_COMMENTS)),
      followUps: [],
      assignedToProvider: false,
      assignedUserKey: null,
    };
  }
  const type = random.pick(TYPES_BY_ASSET[asset.kind]);
  const original = openIssue(base, type, random, random.pick(COMMENTS[type]));
  const assignedToProvider = original.row.action_required === true && random.chance(0.35);
  const assignedUserKey = assignedToProvider
    ? random.chance(0.7)
      ? 'providerField'
      : null
    : random.chance(0.25)
      ? 'clientField'
      : null;
  const worker =
    assignedUserKey === 'providerField' ? accounts.userIds.providerField : accounts.userIds.clientField;
  const followUps: PlannedIssue[] = [];
  let date = start.getTime();
  const visits = random.chance(0.45) ? random.int(1, 3) : 0;
  for (let visit = 1; visit <= visits; visit++) {
    date += random.int(7, 45) * DAY_MS;
    if (date > now - DAY_MS) break;
    const next: IssueBase = { ...base, userId: worker, date: new Date(date) };
    const treatment = random.pick(TREATMENTS_BY_TYPE[type]);
    const resolves = visit === visits && random.chance(0.65);
    if (resolves) {
      followUps.push(clearIssue(next, random, treatment, random.pick(RESOLVED_COMMENTS)));
    } else {
      const followUp = openIssue(next, type, random, random.pick(FOLLOW_UP_COMMENTS));
      followUp.row.action_taken_id = treatment;
      followUps.push(followUp);
    }
  }
  return { original, followUps, assignedToProvider, assignedUserKey };
}

/** A year of vegetation issues on both demo assets, with follow-up chains, species, actions and assignments. */
export async function seedDemoIssues(
  db: Db,
  accounts: DemoAccounts,
  random: DemoRandom,
  now = Date.now(),
): Promise<SeededIssue[]> {
  const chains = [
    ...Array.from({ length: 150 }, () => planChain(accounts, accounts.pipeline, random, now)),
    ...Array.from({ length: 110 }, () => planChain(accounts, accounts.road, random, now)),
  ];
  const originals = await db
    .insert(vegetationIssues)
    .values(chains.map((chain) => chain.original.row))
    .returning({ id: vegetationIssues.id });
  const followUpRows = chains.flatMap((chain, i) =>
    chain.followUps.map((followUp) => ({ ...followUp.row, original_issue_id: originals[i].id })),
  );
  const followUps = await db
    .insert(vegetationIssues)
    .values(followUpRows)
    .returning({ id: vegetationIssues.id });

  const planned = [...chains.map((chain) => chain.original), ...chains.flatMap((chain) => chain.followUps)];
  const ids = [...originals, ...followUps].map((row) => row.id);
  const speciesRows = planned.flatMap((issue, i) =>
    issue.speciesIds.map((species_id) => ({ issue_id: ids[i], species_id })),
  );
  const actionRows = planned.flatMap((issue, i) =>
    issue.requiredActionIds.map((action_id) => ({ issue_id: ids[i], action_id })),
  );
  if (speciesRows.length > 0) await db.insert(issueSpecies).values(speciesRows);
  if (actionRows.length > 0) await db.insert(issueRequiredActions).values(actionRows);

  // Assignments are held against the chain's original (follow-ups inherit them).
  const companyRows = chains.flatMap((chain, i) =>
    chain.assignedToProvider ? [{ issue_id: originals[i].id, company_id: accounts.providerCompanyId }] : [],
  );
  const userRows = chains.flatMap((chain, i) =>
    chain.assignedUserKey
      ? [{ issue_id: originals[i].id, user_id: accounts.userIds[chain.assignedUserKey] }]
      : [],
  );
  if (companyRows.length > 0) await db.insert(issueCompanyAssignments).values(companyRows);
  if (userRows.length > 0) await db.insert(issueUserAssignments).values(userRows);

  return planned.map((issue, i) => ({
    id: ids[i],
    userId: issue.row.user_id,
    issueTypeId: issue.row.issue_type_id ?? null,
  }));
}
