/** Every user-facing text of the spec's error catalogues (spec 1 §8, spec 2 §8), verbatim. */
export const REQUEST_ERRORS = {
  tokenMissing: 'Route requires authorization but token is null',
  paramsMissing: 'Expected params to be defined when inputType is not void',
  notObject: 'Expected an object response from API',
  notSingle: 'Expected a single object from the API',
  notArray: 'Expected an array of objects from the API',
  noResponse: 'No response from the server',
} as const;

export const MESSAGES = {
  formInvalid: 'Form invalid.',
  gpsRequired: 'A gps field is required, either a point or a delineation',
  photoLoadError: 'Error loading photo.',
  loginFailed: 'Incorrect username or password.',
  // Not in the spec's catalogue: the abuse limits (issue 13) answer 429 with these.
  loginLocked: 'Too many login attempts. Please wait a few minutes and try again.',
  resetLocked: 'Too many password reset requests. Please wait and try again.',
  requestsLimited: 'Too many requests. Please wait a moment and try again.',
  // Not in the spec's catalogue: a photo the server could not store (issue 13) answers 507 or 503; the app retries it.
  photoStoreFull:
    'The server has no room to store the photo right now. It stays queued and is sent again later.',
  photoStoreUnavailable:
    'The photo store is unavailable right now. The photo stays queued and is sent again later.',
  // Not in the spec's catalogue: an instance too busy to take more work (issue 36) answers 503 with these.
  serverBusy: 'The server is busy. Please wait a moment and try again.',
  databaseUnavailable: 'The server cannot reach its database right now. Please try again shortly.',
  adminLoginFailed: 'Incorrect username or password',
  adminLogoutSuccess: 'Admin logout success.',
  adminLogoutFailed: 'Admin logout failed.',
  adminLogoutError: 'Admin logout error.',
  alertCreated: 'Alert created.',
  alertCreateFailed: 'Create alert failed, check your internet connection.',
  alertRemoved: 'Alert removed.',
  alertRemoveFailed: 'Remove alert failed, check your internet connection.',
  alertsDeleteError: 'Error deleting selected alerts.',
  noAlertsSelected: 'No alerts selected',
  offlineCached: 'You may be offline or have an intermittent internet connection. Cached data is being used.',
  loadError:
    'Error loading data. Please ensure your app is up to date and you have a connection to the internet.',
  /**
   * Spec 1 says 'Data could not be uploaded. Once you have an internet connection you will need to manually sync
   * your data.' — but sync runs by itself when the connection returns, so the message says what will happen.
   */
  savedOnDevice: 'Saved on this device. It will be sent when you are back online.',
  userCreated: 'User created.',
  retrieveError: 'Error retrieving data.',
  deactivateError: 'Error deactivating selected user.',
  noUsersSelected: 'No users selected.',
  deleteError: 'Error deleting data.',
  saveError: 'Error saving data.',
  subAssetInvalid: 'Sub Asset invalid.',
  subAssetSaveFailed: 'Sub Asset failed to save.',
  subAssetCreateFailed: 'Sub Asset creation failed.',
  subAssetCreated: 'Sub Asset created successfully.',
  subAssetEditFailed: 'Sub Asset edit failed.',
  subAssetEdited: 'Sub Asset edited successfully.',
  areaAssignFailed: 'Assignment to Management Area failed.',
  areaAssigned: 'Sub Asset assigned to Management Area successfully.',
  areaRemoveFailed: 'Remove Management Areas failed, check your internet connection.',
  areaDeleteError: 'Error deleting selected Management Areas.',
  areasRemoved: 'Selected Management Areas have been removed.',
  noSubAssetSelected: 'No Sub Asset Selected',
  issueUpdateFailed: 'Issue update failed.',
  issueUpdated: 'Issue updated successfully.',
  issueEditUnavailable: 'Unable to edit this issue.',
  noIssuesSelected: 'No issues selected!',
  pdfError: 'Error downloading pdf.',
  exportError: 'Error preparing the download.',
  preparingDownload: 'Preparing the download…',
  imageError: 'Error downloading image.',
  mapCannotLoad: 'Map Cannot Load Due to Limited Connectivity',
  overlayError: 'Overlay Error',
  utmUnavailable: 'UTM data not available',
  drawingMap: 'Drawing data onto map.',
  riskNoFurtherAction: 'The risk level has to be No Risk when no further action required',
  companyNoAssets: 'Company not set up with any assets.',
  syncingData: 'Syncing Data',
  syncComplete: 'Sync complete',
  // Culverts and inspections (spec 2 §8)
  culvertSaveFailed: 'Culvert failed to save.',
  culvertUpdateFailed: 'Culvert update failed.',
  culvertUpdated: 'Culvert updated successfully.',
  culvertNotFound: 'Error finding culvert to edit.',
  inspectionNotFound: 'Error finding inspection to edit.',
  noCulvertSelected: 'No culvert selected!',
  // Password reset and feedback
  passwordsMismatch: 'Passwords do not match.',
  resetExpired: 'Reset password expired. Please try again.',
  resetFailed: 'Reset password failed. Please try again.',
  resetSucceeded: 'Reset password succeeded.',
  resetEmailSent: 'Password reset email sent.',
  resetRequestFailed: 'Password reset failed. Please verify the email address.',
  invalidToken: 'Invalid token',
  feedbackOffline: 'Cannot Connect to Internet, Please Try Again Later',
  feedbackEmpty: 'Feedback Content Cannot Be Empty.',
  feedbackSent: 'Feedback Sent Successfully',
  feedbackFailed: 'Feedback Sent Failed',
  // Species and assignment
  noSpeciesSelected: 'No Species Selected',
  speciesRemoved: 'Selected species have been removed.',
  speciesRemoveFailed: 'Remove species failed, check your internet connection.',
  speciesDeleteError: 'Error deleting selected species.',
  /** Not named by the spec: said after adding, like speciesRemoved after removing. */
  speciesAdded: 'Selected species have been added.',
  noIssueSelected: 'No issue selected.',
  noIssuesForTransfer: 'No issues selected for transfer.',
  noProvidersSelected: 'No service provider selected.',
  providersLoadFailed:
    'The third-party companies could not be read. Check your internet connection and try again.',
  providersNeedConnection: 'Adding service providers needs an internet connection.',
  // Not in the spec's catalogue: the company's duplicate warning distance (issue 39).
  companySettingsNeedConnection: 'Changing company settings needs an internet connection.',
  duplicateDistanceSaved: 'Duplicate warning distance saved.',
  removeProvidersQuestion:
    'Are you sure you want to remove the selected service providers? Issues assigned to them are unassigned.',
} as const;

/**
 * The asset's full pull under way in the app (not in the spec, whose first sync ran behind the login): rows
 * stored of the total, once the first page has told it.
 */
export const assetLoading = (loaded: number, total: number | null) => {
  if (total === null || total === 0) return 'Loading asset data…';
  const count = (n: number) => n.toLocaleString('en-US');
  const percent = Math.min(100, Math.floor((loaded / total) * 100));
  return `Loading asset data… ${percent} % (${count(loaded)} of ${count(total)} rows)`;
};

/** What a record shows where a concurrent edit of one of its fields was overwritten (DESIGN §5). */
export const editedMeanwhileBy = (name: string) => `Edited meanwhile by ${name}`;

/** Generic form messages (spec 1 §5 and spec 2 §5). */
export const FIELD_MESSAGES = {
  required: (field?: string) => (field ? `The ${field} field is required` : 'The field is required'),
  maxLength: (n: number, field?: string) =>
    field ? `The ${field} field must be ${n} characters or less` : `must be ${n} characters or less`,
  between: (min: number, max: number, field?: string) =>
    field ? `The ${field} field must be between ${min} and ${max}` : `must be between ${min} and ${max}`,
  min: (min: number, field?: string) =>
    field ? `The ${field} field must be ${min} or more` : `must be ${min} or more`,
  email: (field?: string) => (field ? `The ${field} field must be a valid email` : 'must be a valid email'),
  integer: (field?: string) =>
    field
      ? `The ${field} field must be a whole number (no decimal points)`
      : 'must be a whole number (no decimal points)',
  confirmed: () => 'The fields must match',
} as const;
