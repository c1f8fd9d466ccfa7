CREATE OR REPLACE FUNCTION record_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hidden text[] := ARRAY['version', 'updated_at', 'updated_by', 'created_at'];
  before jsonb := '{}';
  after jsonb := '{}';
  diff jsonb;
  row_id integer;
  row_version integer;
  entry record;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.version = OLD.version THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    before := to_jsonb(OLD) - hidden;
    row_id := OLD.id;
    row_version := OLD.version;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after := to_jsonb(NEW) - hidden;
    row_id := NEW.id;
    row_version := NEW.version;
  END IF;
  SELECT coalesce(jsonb_object_agg(k, CASE WHEN k = ANY(TG_ARGV) THEN '["***", "***"]'::jsonb ELSE jsonb_build_array(before -> k, after -> k) END), '{}')
    INTO diff
    FROM (SELECT jsonb_object_keys(before || after) AS k) keys
    WHERE coalesce(before -> k, 'null') IS DISTINCT FROM coalesce(after -> k, 'null') AND k <> 'id';
  INSERT INTO record_audit (table_name, record_id, version, action, user_id, source, changes)
    VALUES (TG_TABLE_NAME, row_id, row_version, lower(TG_OP), nullif(current_setting('zaplecze.user_id', true), '')::integer,
      coalesce(nullif(current_setting('zaplecze.source', true), ''), 'system'), diff)
    RETURNING id, user_id, at INTO entry;
  -- Delivered to every listening server when (and only if) the change commits.
  PERFORM pg_notify('record_change', json_build_object('id', entry.id, 'table', TG_TABLE_NAME, 'record', row_id, 'version', row_version, 'action', lower(TG_OP), 'by', entry.user_id, 'at', entry.at)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_audit_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_column text := TG_ARGV[0];
  parent_table text := TG_ARGV[1];
  who integer := nullif(current_setting('zaplecze.user_id', true), '')::integer;
  origin text := coalesce(nullif(current_setting('zaplecze.source', true), ''), 'system');
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO record_audit (table_name, record_id, action, user_id, source, changes)
      SELECT parent_table, parent_id, 'lines', who, origin, jsonb_build_object('table', TG_TABLE_NAME, 'removed', jsonb_agg(line))
      FROM (SELECT (line ->> parent_column)::integer AS parent_id, line FROM (SELECT to_jsonb(r) AS line FROM removed_rows r) lines) rows GROUP BY parent_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO record_audit (table_name, record_id, action, user_id, source, changes)
      SELECT parent_table, parent_id, 'lines', who, origin, jsonb_build_object('table', TG_TABLE_NAME, 'added', jsonb_agg(line))
      FROM (SELECT (line ->> parent_column)::integer AS parent_id, line FROM (SELECT to_jsonb(r) AS line FROM added_rows r) lines) rows GROUP BY parent_id;
  END IF;
  RETURN NULL;
END $$;
