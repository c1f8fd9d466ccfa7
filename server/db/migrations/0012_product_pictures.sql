ALTER TABLE "product" ADD COLUMN "img_url" varchar(100);
