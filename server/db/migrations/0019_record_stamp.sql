ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "role_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "role_groups" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_history_event" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_history_event" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_history_event" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
UPDATE "reclamation_history_event" SET "updated_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "email_account" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_account" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_cost" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_cost" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "task" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "project" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "internal_message" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "internal_message" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "outgoing_email" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "outgoing_email" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_production_order" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_production_order" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "customer_request" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_request" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "delivery_document" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "delivery_document" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "product_parameter" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_parameter" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "parameter_value" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "parameter_value" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "parameter_rule" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "parameter_rule" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "expression_variable" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "expression_variable" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "price_list" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "price_list" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_subject" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_subject" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_status_group" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_status_group" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_status" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_status" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_type" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_type" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_perpetrator" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_perpetrator" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_reason" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_reason" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_execution_type" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_execution_type" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_decision" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_decision" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "reclamation_cost_article" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reclamation_cost_article" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "delivery_type" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "delivery_type" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "sales_point" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales_point" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "customer_request_status" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_request_status" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "customer_request_tag" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_request_tag" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "terms_of_payment" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "terms_of_payment" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "employee" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "bp_definition" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bp_definition" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "executor" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "executor" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "executor_role" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "executor_role" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "task_template" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "task_template" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "email_template" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_template" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "firm" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "document_numerator" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "document_numerator" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
ALTER TABLE "exchange_object" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "exchange_object" ADD COLUMN "updated_by" integer;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := ARRAY['version', 'updated_at', 'updated_by'] || TG_ARGV;
BEGIN
  NEW.updated_by := nullif(current_setting('zaplecze.user_id', true), '')::integer;
  IF TG_OP = 'INSERT' OR NEW.version = OLD.version + 1 THEN
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
    NEW.updated_at := OLD.updated_at;
    NEW.updated_by := OLD.updated_by;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bp_definition_record_stamp" BEFORE INSERT OR UPDATE ON "bp_definition" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "customer_record_stamp" BEFORE INSERT OR UPDATE ON "customer" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "customer_request_record_stamp" BEFORE INSERT OR UPDATE ON "customer_request" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "customer_request_status_record_stamp" BEFORE INSERT OR UPDATE ON "customer_request_status" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "customer_request_tag_record_stamp" BEFORE INSERT OR UPDATE ON "customer_request_tag" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "delivery_document_record_stamp" BEFORE INSERT OR UPDATE ON "delivery_document" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "delivery_type_record_stamp" BEFORE INSERT OR UPDATE ON "delivery_type" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "document_numerator_record_stamp" BEFORE INSERT OR UPDATE ON "document_numerator" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "email_account_record_stamp" BEFORE INSERT OR UPDATE ON "email_account" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "email_template_record_stamp" BEFORE INSERT OR UPDATE ON "email_template" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "employee_record_stamp" BEFORE INSERT OR UPDATE ON "employee" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "exchange_object_record_stamp" BEFORE INSERT OR UPDATE ON "exchange_object" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "executor_record_stamp" BEFORE INSERT OR UPDATE ON "executor" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "executor_role_record_stamp" BEFORE INSERT OR UPDATE ON "executor_role" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "expression_variable_record_stamp" BEFORE INSERT OR UPDATE ON "expression_variable" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "firm_record_stamp" BEFORE INSERT OR UPDATE ON "firm" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "internal_message_record_stamp" BEFORE INSERT OR UPDATE ON "internal_message" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "outgoing_email_record_stamp" BEFORE INSERT OR UPDATE ON "outgoing_email" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "parameter_rule_record_stamp" BEFORE INSERT OR UPDATE ON "parameter_rule" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "parameter_value_record_stamp" BEFORE INSERT OR UPDATE ON "parameter_value" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "price_list_record_stamp" BEFORE INSERT OR UPDATE ON "price_list" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "product_record_stamp" BEFORE INSERT OR UPDATE ON "product" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "product_parameter_record_stamp" BEFORE INSERT OR UPDATE ON "product_parameter" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "project_record_stamp" BEFORE INSERT OR UPDATE ON "project" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_cost_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_cost" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_cost_article_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_cost_article" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_decision_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_decision" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_execution_type_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_execution_type" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_history_event_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_history_event" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_perpetrator_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_perpetrator" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_production_order_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_production_order" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_reason_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_reason" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_status_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_status" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_status_group_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_status_group" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_subject_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_subject" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "reclamation_type_record_stamp" BEFORE INSERT OR UPDATE ON "reclamation_type" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "role_groups_record_stamp" BEFORE INSERT OR UPDATE ON "role_groups" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "sales_order_record_stamp" BEFORE INSERT OR UPDATE ON "sales_order" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "sales_point_record_stamp" BEFORE INSERT OR UPDATE ON "sales_point" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "task_record_stamp" BEFORE INSERT OR UPDATE ON "task" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "task_template_record_stamp" BEFORE INSERT OR UPDATE ON "task_template" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "terms_of_payment_record_stamp" BEFORE INSERT OR UPDATE ON "terms_of_payment" FOR EACH ROW EXECUTE FUNCTION record_stamp();
--> statement-breakpoint
CREATE TRIGGER "users_record_stamp" BEFORE INSERT OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION record_stamp('last_login_at');
