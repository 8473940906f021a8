import { describe, expect, it } from 'vitest';
import { alertTypesFor, offerableAlertTypes } from './alert';
import { polygonSchema, uuidSchema } from './common';
import { diameterToCm, diameterToMetres } from './culvert';
import { createInspectionRequestSchema } from './inspection';
import { toolIssueId } from './issue';
import { FIELD_MESSAGES } from './messages';
import { deleteAssignedIssueRequestSchema } from './provider';
import { isClientCompany } from './roles';
import { isLoggedIn } from './token';
import { fullName, userRoleName } from './user';

describe('login state', () => {
  const payload = (exp: number, userId = 7) => ({ exp, iat: 0, data: { userId, isSuper: false } });
  it('is logged in with an unexpired token carrying a user id, compared in seconds', () => {
    const now = 1_700_000_000_000;
    expect(isLoggedIn(payload(1_700_000_001), now)).toBe(true);
    expect(isLoggedIn(payload(1_700_000_000), now)).toBe(false);
    expect(isLoggedIn(null, now)).toBe(false);
  });
});

describe('company type', () => {
  it('counts a missing type as third party', () => {
    expect(isClientCompany({ company_type: 'client' })).toBe(true);
    expect(isClientCompany({ company_type: null })).toBe(false);
    expect(isClientCompany(undefined)).toBe(false);
  });
});

describe('alert types by company type', () => {
  it('offers third parties the assignment alerts and clients the summary and new-issue alerts', () => {
    expect(alertTypesFor('thirdParty')).toEqual([
      'Assigned Issue',
      'Issue Deleted Notification',
      'Issue Complete',
    ]);
    expect(alertTypesFor('client')).toEqual(['Service Provider Summary', 'New Issue']);
    expect(alertTypesFor(undefined)).toEqual(alertTypesFor('thirdParty'));
  });

  it('does not offer a type already held', () => {
    expect(offerableAlertTypes('client', ['New Issue'])).toEqual(['Service Provider Summary']);
  });
});

describe('culvert diameter', () => {
  it('is entered in cm and stored in metres, with -1 kept as unknown', () => {
    expect(diameterToMetres(60)).toBe(0.6);
    expect(diameterToCm(0.6)).toBe(60);
    expect(diameterToMetres(-1)).toBe(-1);
    expect(diameterToCm(-1)).toBe(-1);
  });
});

describe('tool issue id', () => {
  it('is the original id for a follow-up, else the issue’s own', () => {
    expect(toolIssueId({ id: 9, original_issue_id: 4 })).toBe(4);
    expect(toolIssueId({ id: 9, original_issue_id: null })).toBe(9);
  });
});

describe('users', () => {
  it('names roles, with deactivated users shown as Deactivated', () => {
    expect(userRoleName({ userRoleId: 1, is_active: true })).toBe('Admin');
    expect(userRoleName({ userRoleId: 2, is_active: true })).toBe('Third Party Admin');
    expect(userRoleName({ userRoleId: 3, is_active: true })).toBe('Field User');
    expect(userRoleName({ userRoleId: 1, is_active: false })).toBe('Deactivated');
    expect(fullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
  });
});

describe('schemas', () => {
  it('takes uuids of exactly 36 characters', () => {
    expect(uuidSchema.safeParse('0'.repeat(36)).success).toBe(true);
    expect(uuidSchema.safeParse('0'.repeat(35)).success).toBe(false);
  });

  it('refuses open polygon rings and out-of-range coordinates', () => {
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    expect(polygonSchema.safeParse({ type: 'Polygon', coordinates: [ring] }).success).toBe(true);
    expect(
      polygonSchema.safeParse({ type: 'Polygon', coordinates: [[...ring.slice(0, 3), [0, 1]]] }).success,
    ).toBe(false);
    expect(
      polygonSchema.safeParse({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [200, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      }).success,
    ).toBe(false);
  });

  it('needs a culvert uuid when an inspection names an offline culvert', () => {
    const base = {
      uuid: 'a'.repeat(36),
      userId: 1,
      inspection_date: '2026-01-01T10:00:00Z',
      next_inspection_date: '2027-01-01',
      comments: '',
      risk_score: 0,
      culvertStatusId: 1,
      actionsTakenIds: [],
      actionsRequiredIds: [],
    };
    expect(createInspectionRequestSchema.safeParse({ ...base, culvertId: 3 }).success).toBe(true);
    expect(createInspectionRequestSchema.safeParse({ ...base, culvertId: -3 }).success).toBe(false);
    expect(
      createInspectionRequestSchema.safeParse({ ...base, culvertId: -3, culvertUuid: 'b'.repeat(36) })
        .success,
    ).toBe(true);
  });

  it('needs exactly one target when unassigning issues', () => {
    expect(
      deleteAssignedIssueRequestSchema.safeParse({ delete_issue_ids: [1], third_party_company_id: 2 })
        .success,
    ).toBe(true);
    expect(deleteAssignedIssueRequestSchema.safeParse({ delete_issue_ids: [1] }).success).toBe(false);
    expect(
      deleteAssignedIssueRequestSchema.safeParse({
        delete_issue_ids: [1],
        third_party_company_id: 2,
        client_field_user_id: 3,
      }).success,
    ).toBe(false);
  });
});

describe('generic form messages', () => {
  it('reads as the spec words them, with and without a field name', () => {
    expect(FIELD_MESSAGES.required()).toBe('The field is required');
    expect(FIELD_MESSAGES.required('Road Name')).toBe('The Road Name field is required');
    expect(FIELD_MESSAGES.maxLength(1024)).toBe('must be 1024 characters or less');
    expect(FIELD_MESSAGES.between(-90, 90, 'Latitude')).toBe('The Latitude field must be between -90 and 90');
    expect(FIELD_MESSAGES.min(0)).toBe('must be 0 or more');
    expect(FIELD_MESSAGES.email('Email')).toBe('The Email field must be a valid email');
    expect(FIELD_MESSAGES.integer()).toBe('must be a whole number (no decimal points)');
    expect(FIELD_MESSAGES.confirmed()).toBe('The fields must match');
  });
});
