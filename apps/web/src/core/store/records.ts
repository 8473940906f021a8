import type { Culvert, CulvertInspection, VegetationIssue } from '@verge/domain';

/** Rows as the device holds them: the server's read shape, with a negative id while awaiting sync. */
export type LocalIssue = Omit<VegetationIssue, 'id'> & { id: number };
export type LocalCulvert = Omit<Culvert, 'id'> & { id: number };
export type LocalInspection = Omit<CulvertInspection, 'id' | 'culvertId'> & {
  id: number;
  culvertId: number;
  /** Set while the culvert itself awaits sync. */
  culvertUuid?: string;
};
