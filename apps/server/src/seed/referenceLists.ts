/** The reference lists every deployment starts with (issue types per DESIGN §7). Ids are stable: clients cache them. */
export const ISSUE_TYPES = [
  { id: 1, issue_type: 'Weeds' },
  { id: 2, issue_type: 'Vegetation Above-Ground Pipe' },
  { id: 3, issue_type: 'Vegetation Below-Ground Pipe' },
  { id: 4, issue_type: 'Vegetation Near Infrastructure' },
  { id: 5, issue_type: 'Animal Attractant' },
  { id: 6, issue_type: 'Other' },
];

export const ISSUE_ACTIONS = [
  { id: 1, issue_action: 'No Action', score: 0, action_type: 'taken', is_default: true },
  { id: 2, issue_action: 'Hand Pulled', score: 1, action_type: 'taken', is_default: false },
  { id: 3, issue_action: 'Mowed', score: 1, action_type: 'taken', is_default: false },
  { id: 4, issue_action: 'Spot Sprayed', score: 2, action_type: 'taken', is_default: false },
  { id: 5, issue_action: 'Brushed', score: 2, action_type: 'taken', is_default: false },
  { id: 6, issue_action: 'Attractant Removed', score: 1, action_type: 'taken', is_default: false },
  { id: 7, issue_action: 'Reported To Supervisor', score: 0, action_type: 'taken', is_default: false },
  { id: 20, issue_action: 'Herbicide Application', score: 3, action_type: 'required', is_default: false },
  { id: 21, issue_action: 'Mowing', score: 2, action_type: 'required', is_default: false },
  { id: 22, issue_action: 'Brush Clearing', score: 3, action_type: 'required', is_default: false },
  { id: 23, issue_action: 'Hand Pulling', score: 1, action_type: 'required', is_default: false },
  { id: 24, issue_action: 'Re-Inspection', score: 1, action_type: 'required', is_default: false },
  { id: 25, issue_action: 'Attractant Clean-Up', score: 2, action_type: 'required', is_default: false },
  { id: 26, issue_action: 'Reseeding', score: 1, action_type: 'required', is_default: false },
] as const;

export const DISTRIBUTIONS = [
  { id: 1, distribution: 'Single Plant', score: 1 },
  { id: 2, distribution: 'Small Patch', score: 2 },
  { id: 3, distribution: 'Scattered Patches', score: 3 },
  { id: 4, distribution: 'Continuous Stand', score: 4 },
  { id: 5, distribution: 'Linear Along Right-Of-Way', score: 3 },
];

export const PHYSIOLOGICAL_STAGES = [
  { id: 1, physiological_stage: 'Seedling', score: 1 },
  { id: 2, physiological_stage: 'Vegetative', score: 2 },
  { id: 3, physiological_stage: 'Bolting', score: 3 },
  { id: 4, physiological_stage: 'Flowering', score: 4 },
  { id: 5, physiological_stage: 'Seed Set', score: 5 },
  { id: 6, physiological_stage: 'Senescent', score: 1 },
  { id: 7, physiological_stage: 'Unknown', score: 0 },
];

export const PROXIMITIES = [
  { id: 1, proximity: 'Over Pipe', score: 3, issue_type_id: 2 },
  { id: 2, proximity: 'Within 1 m Of Pipe', score: 2, issue_type_id: 2 },
  { id: 3, proximity: 'Within 5 m Of Pipe', score: 1, issue_type_id: 2 },
  { id: 4, proximity: 'Directly Over Centreline', score: 3, issue_type_id: 3 },
  { id: 5, proximity: 'Within 3 m Of Centreline', score: 2, issue_type_id: 3 },
  { id: 6, proximity: 'Edge Of Right-Of-Way', score: 1, issue_type_id: 3 },
];

export const VEGETATION_TYPES = [
  { id: 1, vegetation_type: 'Broadleaf Weed', score: 2, kind: 'weed', issue_type_id: 1 },
  { id: 2, vegetation_type: 'Grassy Weed', score: 1, kind: 'weed', issue_type_id: 1 },
  { id: 3, vegetation_type: 'Woody Weed', score: 3, kind: 'weed', issue_type_id: 1 },
  { id: 10, vegetation_type: 'Grass', score: 1, kind: 'infra', issue_type_id: 4 },
  { id: 11, vegetation_type: 'Shrubs', score: 2, kind: 'infra', issue_type_id: 4 },
  { id: 12, vegetation_type: 'Saplings', score: 3, kind: 'infra', issue_type_id: 4 },
  { id: 13, vegetation_type: 'Trees', score: 4, kind: 'infra', issue_type_id: 4 },
  { id: 14, vegetation_type: 'Deep-Rooted Brush', score: 4, kind: 'infra', issue_type_id: 3 },
  { id: 15, vegetation_type: 'Vines And Climbers', score: 3, kind: 'infra', issue_type_id: 2 },
] as const;

/** vegeTypeId names the issue type the species belongs to: 1 weeds, 5 animal attractants. */
export const SPECIES = [
  { id: 1, species: 'Canada Thistle', score: 3, vege_type_id: 1 },
  { id: 2, species: 'Scentless Chamomile', score: 3, vege_type_id: 1 },
  { id: 3, species: 'Leafy Spurge', score: 4, vege_type_id: 1 },
  { id: 4, species: 'Common Tansy', score: 2, vege_type_id: 1 },
  { id: 5, species: 'Oxeye Daisy', score: 2, vege_type_id: 1 },
  { id: 6, species: 'Perennial Sow Thistle', score: 2, vege_type_id: 1 },
  { id: 7, species: 'Orange Hawkweed', score: 3, vege_type_id: 1 },
  { id: 8, species: 'Spotted Knapweed', score: 4, vege_type_id: 1 },
  { id: 9, species: 'Tall Buttercup', score: 2, vege_type_id: 1 },
  { id: 10, species: 'Himalayan Balsam', score: 3, vege_type_id: 1 },
  { id: 30, species: 'Clover', score: 2, vege_type_id: 5 },
  { id: 31, species: 'Dandelion', score: 1, vege_type_id: 5 },
  { id: 32, species: 'Alfalfa', score: 2, vege_type_id: 5 },
  { id: 33, species: 'Spilled Grain', score: 3, vege_type_id: 5 },
  { id: 34, species: 'Fruit-Bearing Shrubs', score: 3, vege_type_id: 5 },
];

/** Status 4 means the culvert could not be inspected (its actions are cleared). */
export const CULVERT_STATUSES = [
  { id: 1, culvert_status: 'Good' },
  { id: 2, culvert_status: 'Fair' },
  { id: 3, culvert_status: 'Poor' },
  { id: 4, culvert_status: 'Unable To Inspect' },
  { id: 5, culvert_status: 'Failed' },
];

export const CULVERT_ACTIONS = [
  { id: 1, inspection_action: 'Debris Cleared', action_type: 'taken' },
  { id: 2, inspection_action: 'Inlet Cleaned', action_type: 'taken' },
  { id: 3, inspection_action: 'Outlet Cleaned', action_type: 'taken' },
  { id: 4, inspection_action: 'Markers Installed', action_type: 'taken' },
  { id: 5, inspection_action: 'Beaver Dam Removed', action_type: 'taken' },
  { id: 20, inspection_action: 'Replace Culvert', action_type: 'required' },
  { id: 21, inspection_action: 'Repair Culvert', action_type: 'required' },
  { id: 22, inspection_action: 'Clear Debris', action_type: 'required' },
  { id: 23, inspection_action: 'Erosion Control', action_type: 'required' },
  { id: 24, inspection_action: 'Install Markers', action_type: 'required' },
] as const;
