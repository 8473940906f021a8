-- Verge initial schema. Every synced table has updated_at and hidden (tombstones, never physical deletes).
CREATE EXTENSION IF NOT EXISTS postgis;

CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;

CREATE TABLE companies (
  id serial PRIMARY KEY,
  company_name text NOT NULL CHECK (length(btrim(company_name)) > 0),
  company_tag text NOT NULL,
  company_type text NOT NULL CHECK (company_type IN ('client', 'thirdParty')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  company_id integer REFERENCES companies(id),
  user_name text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  user_role_id smallint NOT NULL CHECK (user_role_id IN (1, 2, 3)),
  is_active boolean NOT NULL DEFAULT true,
  is_super boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false,
  CHECK (is_super OR company_id IS NOT NULL)
);
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_company_idx ON users (company_id);

CREATE TABLE assets (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  asset_name text NOT NULL CHECK (length(btrim(asset_name)) > 0),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false
);
CREATE INDEX assets_company_idx ON assets (company_id);

CREATE TABLE user_assets (
  user_id integer NOT NULL REFERENCES users(id),
  asset_id integer NOT NULL REFERENCES assets(id),
  PRIMARY KEY (user_id, asset_id)
);
CREATE INDEX user_assets_asset_idx ON user_assets (asset_id);

CREATE TABLE sub_assets (
  id serial PRIMARY KEY,
  asset_id integer NOT NULL REFERENCES assets(id),
  sub_asset_name text NOT NULL CHECK (length(btrim(sub_asset_name)) > 0),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false
);
CREATE INDEX sub_assets_sync_idx ON sub_assets (asset_id, updated_at);

CREATE TABLE management_areas (
  id serial PRIMARY KEY,
  asset_id integer NOT NULL REFERENCES assets(id),
  sub_asset_id integer REFERENCES sub_assets(id),
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  shape geometry(Geometry, 4326) NOT NULL CHECK (GeometryType(shape) IN ('POLYGON', 'MULTIPOLYGON')),
  image_label text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false
);
CREATE INDEX management_areas_sync_idx ON management_areas (asset_id, updated_at);
CREATE INDEX management_areas_shape_idx ON management_areas USING gist (shape);

-- Reference lists
CREATE TABLE issue_types (id integer PRIMARY KEY, issue_type text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE issue_actions (
  id integer PRIMARY KEY,
  issue_action text NOT NULL,
  score numeric NOT NULL DEFAULT 0,
  action_type text NOT NULL CHECK (action_type IN ('taken', 'required')),
  is_default boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE distributions (id integer PRIMARY KEY, distribution text NOT NULL, score numeric NOT NULL DEFAULT 0, updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE physiological_stages (id integer PRIMARY KEY, physiological_stage text NOT NULL, score numeric NOT NULL DEFAULT 0, updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE proximities (
  id integer PRIMARY KEY, proximity text NOT NULL, score numeric NOT NULL DEFAULT 0,
  issue_type_id integer NOT NULL REFERENCES issue_types(id), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE vegetation_types (
  id integer PRIMARY KEY, vegetation_type text NOT NULL, score numeric NOT NULL DEFAULT 0,
  kind text NOT NULL CHECK (kind IN ('weed', 'infra')),
  issue_type_id integer NOT NULL REFERENCES issue_types(id), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE species (
  id integer PRIMARY KEY, species text NOT NULL, score numeric NOT NULL DEFAULT 0, reference_photo_url text,
  vege_type_id integer NOT NULL REFERENCES issue_types(id), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE culvert_statuses (id integer PRIMARY KEY, culvert_status text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE culvert_actions (
  id integer PRIMARY KEY, inspection_action text NOT NULL,
  action_type text NOT NULL CHECK (action_type IN ('taken', 'required')), updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE asset_species (
  asset_id integer NOT NULL REFERENCES assets(id),
  species_id integer NOT NULL REFERENCES species(id),
  PRIMARY KEY (asset_id, species_id)
);

CREATE TABLE vegetation_issues (
  id serial PRIMARY KEY,
  uuid char(36) NOT NULL UNIQUE,
  asset_id integer NOT NULL REFERENCES assets(id),
  area_id integer NOT NULL REFERENCES management_areas(id),
  user_id integer NOT NULL REFERENCES users(id),
  original_issue_id integer REFERENCES vegetation_issues(id),
  inspection_date timestamptz NOT NULL,
  has_issue boolean NOT NULL,
  veg_height numeric CHECK (veg_height BETWEEN 0 AND 20),
  risk_score smallint NOT NULL CHECK (risk_score IN (0, 1, 5, 10)),
  area_size double precision CHECK (area_size >= 0),
  action_required boolean,
  individual_count double precision CHECK (individual_count >= 0),
  density double precision CHECK (density >= 0),
  comments text NOT NULL DEFAULT '' CHECK (length(comments) <= 1024),
  action_taken_id integer REFERENCES issue_actions(id),
  distribution_id integer REFERENCES distributions(id),
  physiological_stage_id integer REFERENCES physiological_stages(id),
  issue_type_id integer REFERENCES issue_types(id),
  vegetation_type_id integer REFERENCES vegetation_types(id),
  proximity_id integer REFERENCES proximities(id),
  near_low_point_drain boolean,
  gps_point geometry(Point, 4326),
  gps_track geometry(LineString, 4326),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false,
  CHECK (original_issue_id IS NULL OR original_issue_id <> id),
  CHECK (NOT has_issue OR gps_point IS NOT NULL OR gps_track IS NOT NULL)
);
CREATE INDEX vegetation_issues_sync_idx ON vegetation_issues (asset_id, updated_at);
CREATE INDEX vegetation_issues_original_idx ON vegetation_issues (original_issue_id);
CREATE INDEX vegetation_issues_area_idx ON vegetation_issues (area_id);
CREATE INDEX vegetation_issues_point_idx ON vegetation_issues USING gist (gps_point);
CREATE INDEX vegetation_issues_track_idx ON vegetation_issues USING gist (gps_track);

CREATE TABLE issue_species (
  issue_id integer NOT NULL REFERENCES vegetation_issues(id),
  species_id integer NOT NULL REFERENCES species(id),
  PRIMARY KEY (issue_id, species_id)
);
CREATE TABLE issue_required_actions (
  issue_id integer NOT NULL REFERENCES vegetation_issues(id),
  action_id integer NOT NULL REFERENCES issue_actions(id),
  PRIMARY KEY (issue_id, action_id)
);
-- Assignments are held against the original issue of a chain; follow-ups inherit them.
CREATE TABLE issue_company_assignments (
  issue_id integer NOT NULL REFERENCES vegetation_issues(id),
  company_id integer NOT NULL REFERENCES companies(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issue_id, company_id)
);
CREATE INDEX issue_company_assignments_company_idx ON issue_company_assignments (company_id);
CREATE TABLE issue_user_assignments (
  issue_id integer NOT NULL REFERENCES vegetation_issues(id),
  user_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issue_id, user_id)
);
CREATE INDEX issue_user_assignments_user_idx ON issue_user_assignments (user_id);

CREATE TABLE culverts (
  id serial PRIMARY KEY,
  uuid char(36) NOT NULL UNIQUE,
  asset_id integer NOT NULL REFERENCES assets(id),
  site_culvert_id text NOT NULL CHECK (length(btrim(site_culvert_id)) > 0),
  road_name text NOT NULL,
  is_fish_habitat boolean NOT NULL,
  has_markers boolean NOT NULL,
  length double precision NOT NULL CHECK (length = -1 OR length >= 0),
  diameter double precision NOT NULL CHECK (diameter = -1 OR diameter >= 0),
  direction_of_flow text NOT NULL,
  inlet_location geometry(Point, 4326),
  outlet_location geometry(Point, 4326),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false
);
CREATE INDEX culverts_sync_idx ON culverts (asset_id, updated_at);
CREATE INDEX culverts_inlet_idx ON culverts USING gist (inlet_location);
CREATE INDEX culverts_outlet_idx ON culverts USING gist (outlet_location);

CREATE TABLE culvert_inspections (
  id serial PRIMARY KEY,
  uuid char(36) NOT NULL UNIQUE,
  culvert_id integer NOT NULL REFERENCES culverts(id),
  asset_id integer NOT NULL REFERENCES assets(id),
  user_id integer NOT NULL REFERENCES users(id),
  inspection_date timestamptz NOT NULL,
  next_inspection_date date NOT NULL,
  comments text NOT NULL DEFAULT '' CHECK (length(comments) <= 1024),
  risk_score smallint NOT NULL CHECK (risk_score IN (0, 1, 5, 10)),
  culvert_status_id integer NOT NULL REFERENCES culvert_statuses(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false
);
CREATE INDEX culvert_inspections_sync_idx ON culvert_inspections (asset_id, updated_at);
CREATE INDEX culvert_inspections_culvert_idx ON culvert_inspections (culvert_id);

CREATE TABLE culvert_inspection_actions (
  inspection_id integer NOT NULL REFERENCES culvert_inspections(id),
  action_id integer NOT NULL REFERENCES culvert_actions(id),
  PRIMARY KEY (inspection_id, action_id)
);

CREATE TABLE photos (
  id serial PRIMARY KEY,
  uuid char(36) NOT NULL UNIQUE,
  key text NOT NULL UNIQUE,
  target_type text NOT NULL CHECK (target_type IN ('vegetation-issue', 'culvert-inspection')),
  issue_id integer REFERENCES vegetation_issues(id),
  inspection_id integer REFERENCES culvert_inspections(id),
  content_type text NOT NULL CHECK (content_type LIKE 'image/%'),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  user_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false,
  CHECK ((target_type = 'vegetation-issue') = (issue_id IS NOT NULL)),
  CHECK ((target_type = 'culvert-inspection') = (inspection_id IS NOT NULL))
);
CREATE INDEX photos_issue_idx ON photos (issue_id) WHERE NOT hidden;
CREATE INDEX photos_inspection_idx ON photos (inspection_id) WHERE NOT hidden;

-- At most 8 visible photos per record; the lock serialises concurrent uploads to one parent.
CREATE OR REPLACE FUNCTION photos_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer;
BEGIN
  IF NEW.hidden THEN RETURN NEW; END IF;
  IF NEW.issue_id IS NOT NULL THEN
    PERFORM 1 FROM vegetation_issues WHERE id = NEW.issue_id FOR UPDATE;
    SELECT count(*) INTO n FROM photos WHERE issue_id = NEW.issue_id AND NOT hidden AND id <> NEW.id;
  ELSE
    PERFORM 1 FROM culvert_inspections WHERE id = NEW.inspection_id FOR UPDATE;
    SELECT count(*) INTO n FROM photos WHERE inspection_id = NEW.inspection_id AND NOT hidden AND id <> NEW.id;
  END IF;
  IF n >= 8 THEN
    RAISE EXCEPTION 'A record holds at most 8 photos' USING ERRCODE = 'check_violation', CONSTRAINT = 'photos_max_per_record';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER photos_limit BEFORE INSERT OR UPDATE OF hidden ON photos FOR EACH ROW EXECUTE FUNCTION photos_limit();

CREATE TABLE alerts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  alert_type text NOT NULL CHECK (alert_type IN ('New Issue', 'Issue Complete', 'Issue Deleted Notification', 'Assigned Issue', 'Service Provider Summary')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, alert_type)
);

-- A client company's service providers.
CREATE TABLE company_relations (
  client_company_id integer NOT NULL REFERENCES companies(id),
  provider_company_id integer NOT NULL REFERENCES companies(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_company_id, provider_company_id),
  CHECK (client_company_id <> provider_company_id)
);
CREATE INDEX company_relations_provider_idx ON company_relations (provider_company_id);

CREATE TABLE password_reset_tokens (
  token char(36) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  content text NOT NULL CHECK (length(btrim(content)) > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  address text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_username_idx ON login_attempts (username, attempted_at);
CREATE INDEX login_attempts_address_idx ON login_attempts (address, attempted_at);

-- Runs of once-only jobs (the weekly provider digest); the unique key makes a second replica's run a no-op.
CREATE TABLE job_runs (
  job text NOT NULL,
  period text NOT NULL,
  ran_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, period)
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'users', 'assets', 'sub_assets', 'management_areas', 'vegetation_issues',
    'culverts', 'culvert_inspections', 'issue_types', 'issue_actions', 'distributions', 'physiological_stages',
    'proximities', 'vegetation_types', 'species', 'culvert_statuses', 'culvert_actions'] LOOP
    EXECUTE format('CREATE TRIGGER %I_touch BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION touch_updated_at()', t, t);
  END LOOP;
END $$;
