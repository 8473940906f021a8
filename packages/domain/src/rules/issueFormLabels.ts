import { VEG_HEIGHT_MAX } from '../constants';
import { ISSUE_TYPE_IDS } from '../relations';
import type { IssueFormField, IssueFormValues } from './issueForm';

/**
 * Each field's label as the Add / Edit vegetation issue form shows it; the form's messages name the field by it.
 * The species field is named after the family the type of problem picks from.
 */
export function issueFieldLabels(
  values: Pick<IssueFormValues, 'issueTypeId'>,
): Record<IssueFormField, string> {
  return {
    areaId: 'Management Area',
    has_issue: 'Problem Vegetation Identified',
    issueTypeId: 'Type of Problem',
    risk_score: 'Risk',
    actionTakenId: 'Action Taken',
    physiologicalStageId: 'Physiological Stage',
    speciesIds:
      values.issueTypeId === ISSUE_TYPE_IDS.animalAttractant ? 'Attractant Species' : 'Weed Species',
    distributionId: 'Distribution',
    vegetationTypeId: 'Type of Vegetation',
    proximityId: 'Proximity',
    near_low_point_drain: 'Near Low Point Drain',
    individual_count: 'Individual Count',
    area_size: 'Area Size (m²)',
    veg_height: `Vegetation Height (m, max ${VEG_HEIGHT_MAX})`,
    action_required: 'Further Action Required',
    actionsRequiredIds: 'Required Actions',
    thirdPartyCompanyIds: 'Third Party Companies',
    date: 'Date',
    time: 'Time (24-hour)',
    comments: 'Comments',
    gps_point: 'GPS Point',
    gps_track: 'GPS Path',
  };
}
