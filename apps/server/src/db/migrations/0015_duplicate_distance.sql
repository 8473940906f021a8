-- The duplicate warning (issue 39): how near (m) an open issue of the same type must be for a new issue to be warned
-- about, per company; 0 turns the warning off. The app pull sends it with the company, so devices warn offline.
ALTER TABLE companies ADD COLUMN duplicate_distance_m integer NOT NULL DEFAULT 25
  CONSTRAINT companies_duplicate_distance_m_range CHECK (duplicate_distance_m BETWEEN 0 AND 500);
