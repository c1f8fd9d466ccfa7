ALTER TABLE "sales_order_product" ADD COLUMN "prices" jsonb DEFAULT '[]'::jsonb NOT NULL;
