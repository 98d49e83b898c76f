-- Reference data the product relies on in every environment (spec §3 id numbers).
INSERT INTO vehicles (id, slug, name) VALUES
  (1, 'cars', 'Cars'),
  (2, 'trucks', 'Trucks'),
  (3, 'rvs', 'RVs'),
  (4, 'boats', 'Boats'),
  (5, 'motorcycles', 'Motorcycles'),
  (6, 'offroad', 'Off-Road'),
  (7, 'other', 'Other');
--> statement-breakpoint
INSERT INTO service_categories (id, slug, name) VALUES
  (1, 'interior', 'Interior'),
  (2, 'exterior', 'Exterior'),
  (3, 'service-packages', 'Service Packages'),
  (4, 'ceramic-coating', 'Ceramic Coating'),
  (5, 'paint-correction', 'Paint Correction'),
  (6, 'paint-protection-film', 'Paint Protection Film'),
  (7, 'addons', 'Addons');
