import { z } from 'zod';
import { feedbackRequestSchema, resetRequestSchema, resetSubmissionSchema } from './account';
import {
  alertSchema,
  createAlertRequestSchema,
  getAlertsRequestSchema,
  removeAlertRequestSchema,
} from './alert';
import {
  assetAreasRequestSchema,
  createAreaRequestSchema,
  importAreasRequestSchema,
  importAreasResponseSchema,
  managementAreaSchema,
  updateAreaRequestSchema,
} from './area';
import { assetSchema, createAssetRequestSchema } from './asset';
import { adminLoginResponseSchema, loginRequestSchema, loginResponseSchema } from './auth';
import { clientConfigSchema } from './clientConfig';
import { createdSchema, fileResponseSchema, idSchema, noInput, successSchema } from './common';
import {
  companyListItemSchema,
  companySchema,
  createCompanyRequestSchema,
  setDuplicateDistanceRequestSchema,
} from './company';
import { createCulvertRequestSchema, culvertSchema, updateCulvertRequestSchema } from './culvert';
import { dismissEditNoticeRequestSchema } from './editNotice';
import {
  createInspectionRequestSchema,
  culvertInspectionSchema,
  inspectionIdRequestSchema,
  updateInspectionRequestSchema,
} from './inspection';
import {
  createIssueRequestSchema,
  imageRequestSchema,
  issueIdRequestSchema,
  issuePdfRequestSchema,
  updateIssueRequestSchema,
  vegetationIssueSchema,
} from './issue';
import {
  addPhotoToExistingRequestSchema,
  photoUploadedSchema,
  removePhotoRequestSchema,
  uploadPhotoRequestSchema,
} from './photo';
import {
  companyRelationSchema,
  deleteAssignedIssueRequestSchema,
  deleteCompaniesRequestSchema,
  saveAssignedIssuesRequestSchema,
  saveCompaniesRequestSchema,
  tableSaveAssignedIssuesRequestSchema,
  thirdPartyCompanySchema,
  transferIssuesRequestSchema,
} from './provider';
import { relationsSchema } from './relations';
import {
  assetSpeciesChangeRequestSchema,
  assetSpeciesListSchema,
  assetSpeciesResponseSchema,
} from './species';
import {
  assignAreaToSubAssetRequestSchema,
  createSubAssetRequestSchema,
  editSubAssetRequestSchema,
  getSubAssetRequestSchema,
  removeAreaFromSubAssetRequestSchema,
  subAssetSchema,
} from './subAsset';
import {
  appSyncRequestSchema,
  appSyncResponseSchema,
  assetSyncRequestSchema,
  assetSyncResponseSchema,
} from './sync';
import {
  adminCreateUserRequestSchema,
  assignAssetsRequestSchema,
  assignIssuesRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  userIdRequestSchema,
  userSchema,
} from './user';

/*
 * The contract: every call's name, method, path, request, answer and limits in one table, read by the server's
 * routes, the client and the OpenAPI document alike. One file over the usual size because a call is read in one
 * place; its schemas live in the entity files it imports.
 */

/** Every call is served under this prefix; the web app owns the page routes. */
export const API_PREFIX = '/api';

/**
 * The request header carrying a command's 36-character uuid. A POST call with auth 'user' that carries it
 * is applied at most once: a repeat by the same user for the same call answers the first result and
 * changes nothing; the key reused by another user or for another call answers 409. The server forgets a
 * key COMMAND_KEY_RETENTION_DAYS after it was applied.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** open: no token; user: a signed-in company user; super: the platform admin. */
export type CallAuth = 'open' | 'user' | 'super';

export interface CallDefinition {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly auth: CallAuth;
  readonly input: z.ZodType;
  readonly output: z.ZodType;
  /** binary: the body is the file and the request travels in the `obj` query parameter. */
  readonly body?: 'binary';
}

/** The calls that change data for a company user: they run atomically and take an Idempotency-Key. */
export const isCommandCall = (definition: CallDefinition): boolean =>
  definition.method === 'POST' && definition.auth === 'user';

const call = <const D extends CallDefinition>(definition: D): D => definition;

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});

/** One entry per call of spec 1 §7 and spec 2 §7, plus what a working product needs (admin setup, health). */
export const contract = {
  clientConfig: call({
    method: 'GET',
    path: '/config',
    auth: 'open',
    input: noInput,
    output: clientConfigSchema,
  }),
  health: call({
    method: 'GET',
    path: '/health',
    auth: 'open',
    input: noInput,
    output: healthSchema,
  }),

  // Platform admin
  adminLogin: call({
    method: 'POST',
    path: '/admin/login',
    auth: 'open',
    input: loginRequestSchema,
    output: adminLoginResponseSchema,
  }),
  adminLogout: call({
    method: 'GET',
    path: '/admin/logout',
    auth: 'super',
    input: noInput,
    output: successSchema,
  }),
  adminCreateCompany: call({
    method: 'POST',
    path: '/admin/createCompany',
    auth: 'super',
    input: createCompanyRequestSchema,
    output: createdSchema,
  }),
  adminCreateUser: call({
    method: 'POST',
    path: '/admin/createUser',
    auth: 'super',
    input: adminCreateUserRequestSchema,
    output: createdSchema,
  }),
  adminAllCompanies: call({
    method: 'GET',
    path: '/admin/allCompanies',
    auth: 'super',
    input: noInput,
    output: z.array(companyListItemSchema),
  }),
  adminCompanyDetails: call({
    method: 'GET',
    path: '/admin/companyDetails',
    auth: 'super',
    input: z.object({ companyId: idSchema }),
    output: z.object({ company: companySchema, users: z.array(userSchema), assets: z.array(assetSchema) }),
  }),
  adminCreateAsset: call({
    method: 'POST',
    path: '/admin/createAsset',
    auth: 'super',
    input: createAssetRequestSchema,
    output: createdSchema,
  }),
  adminAssetAreas: call({
    method: 'GET',
    path: '/admin/assetAreas',
    auth: 'super',
    input: assetAreasRequestSchema,
    output: z.array(managementAreaSchema),
  }),
  adminCreateArea: call({
    method: 'POST',
    path: '/admin/createArea',
    auth: 'super',
    input: createAreaRequestSchema,
    output: createdSchema,
  }),
  adminUpdateArea: call({
    method: 'POST',
    path: '/admin/updateArea',
    auth: 'super',
    input: updateAreaRequestSchema,
    output: successSchema,
  }),
  adminImportAreas: call({
    method: 'POST',
    path: '/admin/importAreas',
    auth: 'super',
    input: importAreasRequestSchema,
    output: importAreasResponseSchema,
  }),
  adminAssignAssets: call({
    method: 'POST',
    path: '/admin/assignAssets',
    auth: 'super',
    input: assignAssetsRequestSchema,
    output: successSchema,
  }),

  // Accounts
  login: call({
    method: 'POST',
    path: '/login',
    auth: 'open',
    input: loginRequestSchema,
    output: loginResponseSchema,
  }),
  resetPasswordRequest: call({
    method: 'POST',
    path: '/reset-password-request',
    auth: 'open',
    input: resetRequestSchema,
    output: successSchema,
  }),
  resetPasswordSubmission: call({
    method: 'POST',
    path: '/reset-password-submission',
    auth: 'open',
    input: resetSubmissionSchema,
    output: successSchema,
  }),

  // Alerts
  alertsCreate: call({
    method: 'POST',
    path: '/alerts/create',
    auth: 'user',
    input: createAlertRequestSchema,
    output: createdSchema,
  }),
  alertsGet: call({
    method: 'POST',
    path: '/alerts/get',
    auth: 'user',
    input: getAlertsRequestSchema,
    output: z.array(alertSchema),
  }),
  alertsRemove: call({
    method: 'POST',
    path: '/alerts/remove',
    auth: 'user',
    input: removeAlertRequestSchema,
    output: successSchema,
  }),

  // Users
  usersCreate: call({
    method: 'POST',
    path: '/users/create',
    auth: 'user',
    input: createUserRequestSchema,
    output: createUserResponseSchema,
  }),
  usersToggleActivation: call({
    method: 'POST',
    path: '/users/toggleUserActivation',
    auth: 'user',
    input: userIdRequestSchema,
    output: successSchema,
  }),
  usersAssignAssets: call({
    method: 'POST',
    path: '/users/assignAssets',
    auth: 'user',
    input: assignAssetsRequestSchema,
    output: successSchema,
  }),
  usersAssignIssues: call({
    method: 'POST',
    path: '/users/assignIssues',
    auth: 'user',
    input: assignIssuesRequestSchema,
    output: successSchema,
  }),
  usersFeedback: call({
    method: 'POST',
    path: '/users/feedback',
    auth: 'user',
    input: feedbackRequestSchema,
    output: successSchema,
  }),

  // Company settings (a client admin, online only)
  companySetDuplicateDistance: call({
    method: 'POST',
    path: '/company/duplicateDistance',
    auth: 'user',
    input: setDuplicateDistanceRequestSchema,
    output: successSchema,
  }),

  // Vegetation issues
  issuesCreate: call({
    method: 'POST',
    path: '/vegetationIssues',
    auth: 'user',
    input: createIssueRequestSchema,
    output: vegetationIssueSchema,
  }),
  issuesUpdate: call({
    method: 'POST',
    path: '/vegetationIssues/update',
    auth: 'user',
    input: updateIssueRequestSchema,
    output: successSchema,
  }),
  issuesDelete: call({
    method: 'POST',
    path: '/vegetationIssues/delete',
    auth: 'user',
    input: issueIdRequestSchema,
    output: successSchema,
  }),
  issuesPdf: call({
    method: 'GET',
    path: '/vegetationIssues/pdf',
    auth: 'user',
    input: issuePdfRequestSchema,
    output: fileResponseSchema,
  }),
  issuesImage: call({
    method: 'GET',
    path: '/vegetationIssues/image',
    auth: 'user',
    input: imageRequestSchema,
    output: fileResponseSchema,
  }),

  // Photos
  photosUpload: call({
    method: 'POST',
    path: '/photos/upload',
    auth: 'user',
    body: 'binary',
    input: uploadPhotoRequestSchema,
    output: photoUploadedSchema,
  }),
  photosAddToExisting: call({
    method: 'POST',
    path: '/photos/upload-add-existing',
    auth: 'user',
    body: 'binary',
    input: addPhotoToExistingRequestSchema,
    output: photoUploadedSchema,
  }),
  photosRemove: call({
    method: 'POST',
    path: '/photos/remove',
    auth: 'user',
    input: removePhotoRequestSchema,
    output: successSchema,
  }),

  // Sub-assets
  subAssetsCreate: call({
    method: 'POST',
    path: '/subAssets/create',
    auth: 'user',
    input: createSubAssetRequestSchema,
    output: createdSchema,
  }),
  subAssetsGet: call({
    method: 'GET',
    path: '/subAssets/getSubAsset',
    auth: 'user',
    input: getSubAssetRequestSchema,
    output: subAssetSchema,
  }),
  subAssetsEdit: call({
    method: 'POST',
    path: '/subAssets/editSubAsset',
    auth: 'user',
    input: editSubAssetRequestSchema,
    output: successSchema,
  }),
  subAssetsAssignArea: call({
    method: 'POST',
    path: '/subAssets/assignAreaToSubAsset',
    auth: 'user',
    input: assignAreaToSubAssetRequestSchema,
    output: successSchema,
  }),
  subAssetsRemoveArea: call({
    method: 'POST',
    path: '/subAssets/removeAreaFromSubAsset',
    auth: 'user',
    input: removeAreaFromSubAssetRequestSchema,
    output: successSchema,
  }),

  // Culverts and inspections
  culvertsCreate: call({
    method: 'POST',
    path: '/culverts/create',
    auth: 'user',
    input: createCulvertRequestSchema,
    output: culvertSchema,
  }),
  culvertsUpdate: call({
    method: 'POST',
    path: '/culverts/update',
    auth: 'user',
    input: updateCulvertRequestSchema,
    output: successSchema,
  }),
  inspectionsCreate: call({
    method: 'POST',
    path: '/culvertInspections',
    auth: 'user',
    input: createInspectionRequestSchema,
    output: culvertInspectionSchema,
  }),
  inspectionsUpdate: call({
    method: 'POST',
    path: '/culvertInspections/update',
    auth: 'user',
    input: updateInspectionRequestSchema,
    output: successSchema,
  }),
  inspectionsDelete: call({
    method: 'POST',
    path: '/culvertInspections/delete',
    auth: 'user',
    input: inspectionIdRequestSchema,
    output: successSchema,
  }),

  // Edit notices
  editNoticesDismiss: call({
    method: 'POST',
    path: '/editNotices/dismiss',
    auth: 'user',
    input: dismissEditNoticeRequestSchema,
    output: successSchema,
  }),

  // Service providers
  providersRelations: call({
    method: 'GET',
    path: '/thirdPartyCompanies/getCompanyRelations',
    auth: 'user',
    input: noInput,
    output: z.array(companyRelationSchema),
  }),
  providersAll: call({
    method: 'GET',
    path: '/thirdPartyCompanies/getThirdPartyCompanies',
    auth: 'user',
    input: noInput,
    output: z.array(thirdPartyCompanySchema),
  }),
  providersSave: call({
    method: 'POST',
    path: '/thirdPartyCompanies/saveCompanies',
    auth: 'user',
    input: saveCompaniesRequestSchema,
    output: successSchema,
  }),
  providersSaveAssigned: call({
    method: 'POST',
    path: '/thirdPartyCompanies/saveAssignedIssues',
    auth: 'user',
    input: saveAssignedIssuesRequestSchema,
    output: successSchema,
  }),
  providersTableSaveAssigned: call({
    method: 'POST',
    path: '/thirdPartyCompanies/tableSaveAssignedIssues',
    auth: 'user',
    input: tableSaveAssignedIssuesRequestSchema,
    output: successSchema,
  }),
  providersDelete: call({
    method: 'POST',
    path: '/thirdPartyCompanies/delete',
    auth: 'user',
    input: deleteCompaniesRequestSchema,
    output: successSchema,
  }),
  providersTransfer: call({
    method: 'POST',
    path: '/thirdPartyCompanies/transferIssues',
    auth: 'user',
    input: transferIssuesRequestSchema,
    output: successSchema,
  }),
  providersDeleteAssigned: call({
    method: 'POST',
    path: '/thirdPartyCompanies/deleteAssignedIssue',
    auth: 'user',
    input: deleteAssignedIssueRequestSchema,
    output: successSchema,
  }),

  // Species customization
  speciesLists: call({
    method: 'GET',
    path: '/speciesCustomization/getAssetSpeciesLists',
    auth: 'user',
    input: noInput,
    output: z.array(assetSpeciesListSchema),
  }),
  speciesAdd: call({
    method: 'POST',
    path: '/speciesCustomization/addNewSpecies',
    auth: 'user',
    input: assetSpeciesChangeRequestSchema,
    output: assetSpeciesResponseSchema,
  }),
  speciesDelete: call({
    method: 'POST',
    path: '/speciesCustomization/delete',
    auth: 'user',
    input: assetSpeciesChangeRequestSchema,
    output: successSchema,
  }),

  // Sync
  syncApp: call({
    method: 'GET',
    path: '/update',
    auth: 'user',
    input: appSyncRequestSchema,
    output: appSyncResponseSchema,
  }),
  syncAsset: call({
    method: 'GET',
    path: '/update/asset',
    auth: 'user',
    input: assetSyncRequestSchema,
    output: assetSyncResponseSchema,
  }),
  syncRelations: call({
    method: 'GET',
    path: '/update/relations',
    auth: 'user',
    input: noInput,
    output: relationsSchema,
  }),
} as const satisfies Record<string, CallDefinition>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
export type CallInput<N extends CallName> = z.input<Contract[N]['input']>;
export type CallParsedInput<N extends CallName> = z.output<Contract[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Contract[N]['output']>;
