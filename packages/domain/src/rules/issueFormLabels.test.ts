import { describe, expect, it } from 'vitest';
import { ISSUE_TYPE_IDS } from '../relations';
import { issueFieldLabels } from './issueFormLabels';

describe('issue form labels', () => {
  it('name the species field after the family the type of problem picks from', () => {
    expect(issueFieldLabels({ issueTypeId: ISSUE_TYPE_IDS.weeds }).speciesIds).toBe('Weed Species');
    expect(issueFieldLabels({ issueTypeId: null }).speciesIds).toBe('Weed Species');
    expect(issueFieldLabels({ issueTypeId: ISSUE_TYPE_IDS.animalAttractant }).speciesIds).toBe(
      'Attractant Species',
    );
  });

  it('name the distribution field after what it picks, so its message says Distribution (Density is computed)', () => {
    expect(issueFieldLabels({ issueTypeId: ISSUE_TYPE_IDS.weeds }).distributionId).toBe('Distribution');
  });
});
