-- A DVD rental store in the style of the Sakila sample database (its SQLite port),
-- written for modelc's adoption tests: INT / SMALLINT / VARCHAR(45) / DECIMAL(4,2) /
-- TIMESTAMP declared types, last_update columns kept current by triggers, composite
-- keys on film_actor and film_category, ON UPDATE CASCADE foreign keys, table CHECKs,
-- views joining several tables, a full-text copy table kept by triggers and an audit
-- trigger. The rows are synthetic.

CREATE TABLE language (
  language_id SMALLINT NOT NULL,
  name CHAR(20) NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (language_id)
);

CREATE TABLE actor (
  actor_id INT NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (actor_id)
);
CREATE INDEX idx_actor_last_name ON actor(last_name);

CREATE TABLE category (
  category_id SMALLINT NOT NULL,
  name VARCHAR(25) NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (category_id)
);

CREATE TABLE country (
  country_id SMALLINT NOT NULL,
  country VARCHAR(50) NOT NULL,
  last_update TIMESTAMP,
  PRIMARY KEY (country_id)
);

CREATE TABLE city (
  city_id INT NOT NULL,
  city VARCHAR(50) NOT NULL,
  country_id SMALLINT NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (city_id),
  CONSTRAINT fk_city_country FOREIGN KEY (country_id) REFERENCES country (country_id) ON DELETE NO ACTION ON UPDATE CASCADE
);
CREATE INDEX idx_fk_country_id ON city(country_id);

CREATE TABLE address (
  address_id INT NOT NULL,
  address VARCHAR(50) NOT NULL,
  address2 VARCHAR(50) DEFAULT NULL,
  district VARCHAR(20) NOT NULL,
  city_id INT NOT NULL,
  postal_code VARCHAR(10) DEFAULT NULL,
  phone VARCHAR(20) NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (address_id),
  CONSTRAINT fk_address_city FOREIGN KEY (city_id) REFERENCES city (city_id) ON DELETE NO ACTION ON UPDATE CASCADE
);
CREATE INDEX idx_fk_city_id ON address(city_id);

CREATE TABLE film (
  film_id INT NOT NULL,
  title VARCHAR(255) NOT NULL,
  description TEXT DEFAULT NULL,
  release_year VARCHAR(4) DEFAULT NULL,
  language_id SMALLINT NOT NULL,
  original_language_id SMALLINT DEFAULT NULL,
  rental_duration SMALLINT DEFAULT 3 NOT NULL,
  rental_rate DECIMAL(4,2) DEFAULT 4.99 NOT NULL,
  length SMALLINT DEFAULT NULL,
  replacement_cost DECIMAL(5,2) DEFAULT 19.99 NOT NULL,
  rating VARCHAR(10) DEFAULT 'G',
  special_features VARCHAR(100) DEFAULT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (film_id),
  CONSTRAINT CHECK_special_features CHECK(special_features is null or
                                          special_features like '%Trailers%' or
                                          special_features like '%Commentaries%' or
                                          special_features like '%Deleted Scenes%' or
                                          special_features like '%Behind the Scenes%'),
  CONSTRAINT CHECK_special_rating CHECK(rating in ('G','PG','PG-13','R','NC-17')),
  CONSTRAINT fk_film_language FOREIGN KEY (language_id) REFERENCES language (language_id) ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT fk_film_language_original FOREIGN KEY (original_language_id) REFERENCES language (language_id) ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX idx_fk_language_id ON film(language_id);
CREATE INDEX idx_fk_original_language_id ON film(original_language_id);

CREATE TABLE film_actor (
  actor_id INT NOT NULL,
  film_id INT NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (actor_id, film_id),
  CONSTRAINT fk_film_actor_actor FOREIGN KEY (actor_id) REFERENCES actor (actor_id) ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT fk_film_actor_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX idx_fk_film_actor_film ON film_actor(film_id);

CREATE TABLE film_category (
  film_id INT NOT NULL,
  category_id SMALLINT NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (film_id, category_id),
  CONSTRAINT fk_film_category_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT fk_film_category_category FOREIGN KEY (category_id) REFERENCES category (category_id) ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX idx_fk_film_category_film ON film_category(film_id);
CREATE INDEX idx_fk_film_category_category ON film_category(category_id);

CREATE TABLE film_text (
  film_id SMALLINT NOT NULL,
  title VARCHAR(255) NOT NULL,
  description TEXT,
  PRIMARY KEY (film_id)
);

CREATE TABLE staff (
  staff_id SMALLINT NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  address_id INT NOT NULL,
  picture BLOB DEFAULT NULL,
  email VARCHAR(50) DEFAULT NULL,
  store_id INT NOT NULL,
  active SMALLINT DEFAULT 1 NOT NULL,
  username VARCHAR(16) NOT NULL,
  password VARCHAR(40) DEFAULT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (staff_id),
  CONSTRAINT fk_staff_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON DELETE NO ACTION ON UPDATE CASCADE,
  CONSTRAINT fk_staff_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON DELETE NO ACTION ON UPDATE CASCADE
);
CREATE INDEX idx_fk_staff_store_id ON staff(store_id);
CREATE INDEX idx_fk_staff_address_id ON staff(address_id);

CREATE TABLE store (
  store_id INT NOT NULL,
  manager_staff_id SMALLINT NOT NULL,
  address_id INT NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (store_id),
  CONSTRAINT fk_store_staff FOREIGN KEY (manager_staff_id) REFERENCES staff (staff_id),
  CONSTRAINT fk_store_address FOREIGN KEY (address_id) REFERENCES address (address_id)
);
CREATE UNIQUE INDEX idx_unique_manager ON store(manager_staff_id);
CREATE INDEX idx_fk_store_address ON store(address_id);

CREATE TABLE customer (
  customer_id INT NOT NULL,
  store_id INT NOT NULL,
  first_name VARCHAR(45) NOT NULL,
  last_name VARCHAR(45) NOT NULL,
  email VARCHAR(50) DEFAULT NULL,
  address_id INT NOT NULL,
  active CHAR(1) DEFAULT 'Y' NOT NULL CHECK (active IN ('Y', 'N')),
  create_date TIMESTAMP NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (customer_id),
  CONSTRAINT fk_customer_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON DELETE NO ACTION ON UPDATE CASCADE,
  CONSTRAINT fk_customer_address FOREIGN KEY (address_id) REFERENCES address (address_id) ON DELETE NO ACTION ON UPDATE CASCADE
);
CREATE INDEX idx_customer_fk_store_id ON customer(store_id);
CREATE INDEX idx_customer_fk_address_id ON customer(address_id);
CREATE INDEX idx_customer_last_name ON customer(last_name);

CREATE TABLE inventory (
  inventory_id INT NOT NULL,
  film_id INT NOT NULL,
  store_id INT NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (inventory_id),
  CONSTRAINT fk_inventory_store FOREIGN KEY (store_id) REFERENCES store (store_id) ON DELETE NO ACTION ON UPDATE CASCADE,
  CONSTRAINT fk_inventory_film FOREIGN KEY (film_id) REFERENCES film (film_id) ON DELETE NO ACTION ON UPDATE CASCADE
);
CREATE INDEX idx_fk_film_id ON inventory(film_id);
CREATE INDEX idx_fk_film_id_store_id ON inventory(store_id, film_id);

CREATE TABLE rental (
  rental_id INT NOT NULL,
  rental_date TIMESTAMP NOT NULL,
  inventory_id INT NOT NULL,
  customer_id INT NOT NULL,
  return_date TIMESTAMP DEFAULT NULL,
  staff_id SMALLINT NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (rental_id),
  CHECK (return_date IS NULL OR return_date >= rental_date),
  CONSTRAINT fk_rental_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id),
  CONSTRAINT fk_rental_inventory FOREIGN KEY (inventory_id) REFERENCES inventory (inventory_id),
  CONSTRAINT fk_rental_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id)
);
CREATE INDEX idx_rental_fk_inventory_id ON rental(inventory_id);
CREATE INDEX idx_rental_fk_customer_id ON rental(customer_id);
CREATE INDEX idx_rental_fk_staff_id ON rental(staff_id);
CREATE UNIQUE INDEX idx_rental_uq ON rental (rental_date, inventory_id, customer_id);

CREATE TABLE payment (
  payment_id INT NOT NULL,
  customer_id INT NOT NULL,
  staff_id SMALLINT NOT NULL,
  rental_id INT DEFAULT NULL,
  amount DECIMAL(5,2) NOT NULL CHECK (amount >= 0),
  payment_date TIMESTAMP NOT NULL,
  last_update TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (payment_id),
  CONSTRAINT fk_payment_rental FOREIGN KEY (rental_id) REFERENCES rental (rental_id) ON DELETE SET NULL ON UPDATE CASCADE,
  CONSTRAINT fk_payment_customer FOREIGN KEY (customer_id) REFERENCES customer (customer_id),
  CONSTRAINT fk_payment_staff FOREIGN KEY (staff_id) REFERENCES staff (staff_id)
);
CREATE INDEX idx_fk_staff_id ON payment(staff_id);
CREATE INDEX idx_fk_customer_id ON payment(customer_id);

CREATE TABLE payment_audit (
  audit_id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id INT NOT NULL,
  old_amount DECIMAL(5,2),
  new_amount DECIMAL(5,2),
  changed_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE VIEW customer_list
AS
SELECT cu.customer_id AS ID,
       cu.first_name||' '||cu.last_name AS name,
       a.address AS address,
       a.postal_code AS zip_code,
       a.phone AS phone,
       city.city AS city,
       country.country AS country,
       case when cu.active='Y' then 'active' else '' end AS notes,
       cu.store_id AS SID
FROM customer AS cu JOIN address AS a ON cu.address_id = a.address_id JOIN city ON a.city_id = city.city_id
	JOIN country ON city.country_id = country.country_id;

CREATE VIEW film_list
AS
SELECT film.film_id AS FID,
       film.title AS title,
       film.description AS description,
       category.name AS category,
       film.rental_rate AS price,
       film.length AS length,
       film.rating AS rating,
       group_concat(actor.first_name||' '||actor.last_name, ', ') AS actors
FROM category LEFT JOIN film_category ON category.category_id = film_category.category_id
LEFT JOIN film ON film_category.film_id = film.film_id
JOIN film_actor ON film.film_id = film_actor.film_id
JOIN actor ON film_actor.actor_id = actor.actor_id
GROUP BY film.film_id, category.name;

CREATE VIEW staff_list
AS
SELECT s.staff_id AS ID,
       s.first_name||' '||s.last_name AS name,
       a.address AS address,
       a.postal_code AS zip_code,
       a.phone AS phone,
       city.city AS city,
       country.country AS country,
       s.store_id AS SID
FROM staff AS s JOIN address AS a ON s.address_id = a.address_id JOIN city ON a.city_id = city.city_id
	JOIN country ON city.country_id = country.country_id;

CREATE VIEW sales_by_store (store, manager, total_sales)
AS
SELECT s.store_id,
       m.first_name||' '||m.last_name,
       SUM(p.amount)
FROM payment AS p
INNER JOIN rental AS r ON p.rental_id = r.rental_id
INNER JOIN inventory AS i ON r.inventory_id = i.inventory_id
INNER JOIN store AS s ON i.store_id = s.store_id
INNER JOIN staff AS m ON s.manager_staff_id = m.staff_id
GROUP BY s.store_id
ORDER BY s.store_id;

CREATE VIEW sales_by_film_category
AS
SELECT c.name AS category, SUM(p.amount) AS total_sales
FROM payment AS p
INNER JOIN rental AS r ON p.rental_id = r.rental_id
INNER JOIN inventory AS i ON r.inventory_id = i.inventory_id
INNER JOIN film AS f ON i.film_id = f.film_id
INNER JOIN film_category AS fc ON f.film_id = fc.film_id
INNER JOIN category AS c ON fc.category_id = c.category_id
GROUP BY c.name
ORDER BY total_sales DESC;

CREATE TRIGGER actor_trigger_au AFTER UPDATE ON actor FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE actor SET last_update = CURRENT_TIMESTAMP WHERE actor_id = NEW.actor_id;
END;
CREATE TRIGGER address_trigger_au AFTER UPDATE ON address FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE address SET last_update = CURRENT_TIMESTAMP WHERE address_id = NEW.address_id;
END;
CREATE TRIGGER category_trigger_au AFTER UPDATE ON category FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE category SET last_update = CURRENT_TIMESTAMP WHERE category_id = NEW.category_id;
END;
CREATE TRIGGER city_trigger_au AFTER UPDATE ON city FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE city SET last_update = CURRENT_TIMESTAMP WHERE city_id = NEW.city_id;
END;
CREATE TRIGGER country_trigger_au AFTER UPDATE ON country FOR EACH ROW WHEN NEW.last_update IS OLD.last_update
BEGIN
  UPDATE country SET last_update = CURRENT_TIMESTAMP WHERE country_id = NEW.country_id;
END;
CREATE TRIGGER customer_trigger_au AFTER UPDATE ON customer FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE customer SET last_update = CURRENT_TIMESTAMP WHERE customer_id = NEW.customer_id;
END;
CREATE TRIGGER film_trigger_au AFTER UPDATE ON film FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE film SET last_update = CURRENT_TIMESTAMP WHERE film_id = NEW.film_id;
END;
CREATE TRIGGER film_actor_trigger_au AFTER UPDATE ON film_actor FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE film_actor SET last_update = CURRENT_TIMESTAMP WHERE actor_id = NEW.actor_id AND film_id = NEW.film_id;
END;
CREATE TRIGGER film_category_trigger_au AFTER UPDATE ON film_category FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE film_category SET last_update = CURRENT_TIMESTAMP WHERE film_id = NEW.film_id AND category_id = NEW.category_id;
END;
CREATE TRIGGER inventory_trigger_au AFTER UPDATE ON inventory FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE inventory SET last_update = CURRENT_TIMESTAMP WHERE inventory_id = NEW.inventory_id;
END;
CREATE TRIGGER language_trigger_au AFTER UPDATE ON language FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE language SET last_update = CURRENT_TIMESTAMP WHERE language_id = NEW.language_id;
END;
CREATE TRIGGER payment_trigger_au AFTER UPDATE ON payment FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE payment SET last_update = CURRENT_TIMESTAMP WHERE payment_id = NEW.payment_id;
END;
CREATE TRIGGER rental_trigger_au AFTER UPDATE ON rental FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE rental SET last_update = CURRENT_TIMESTAMP WHERE rental_id = NEW.rental_id;
END;
CREATE TRIGGER staff_trigger_au AFTER UPDATE ON staff FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE staff SET last_update = CURRENT_TIMESTAMP WHERE staff_id = NEW.staff_id;
END;
CREATE TRIGGER store_trigger_au AFTER UPDATE ON store FOR EACH ROW WHEN NEW.last_update = OLD.last_update
BEGIN
  UPDATE store SET last_update = CURRENT_TIMESTAMP WHERE store_id = NEW.store_id;
END;
CREATE TRIGGER ins_film AFTER INSERT ON film
BEGIN
  INSERT INTO film_text (film_id, title, description) VALUES (new.film_id, new.title, new.description);
END;
CREATE TRIGGER upd_film AFTER UPDATE OF title, description ON film
BEGIN
  UPDATE film_text SET title = new.title, description = new.description WHERE film_id = old.film_id;
END;
CREATE TRIGGER del_film AFTER DELETE ON film
BEGIN
  DELETE FROM film_text WHERE film_id = old.film_id;
END;
CREATE TRIGGER payment_audit_au AFTER UPDATE OF amount ON payment FOR EACH ROW WHEN NEW.amount <> OLD.amount
BEGIN
  INSERT INTO payment_audit (payment_id, old_amount, new_amount) VALUES (OLD.payment_id, OLD.amount, NEW.amount);
END;
CREATE TRIGGER rental_no_future_returns BEFORE INSERT ON rental
WHEN NEW.return_date IS NOT NULL AND NEW.return_date < NEW.rental_date
BEGIN
  SELECT RAISE(ABORT, 'a rental cannot be returned before it starts');
END;

-- Rows
BEGIN;
PRAGMA defer_foreign_keys = ON;
INSERT INTO language (language_id, name, last_update) VALUES (1, 'English', '2006-02-15 01:05:05');
INSERT INTO language (language_id, name, last_update) VALUES (2, 'Italian', '2006-02-15 11:53:10');
INSERT INTO language (language_id, name, last_update) VALUES (3, 'Japanese', '2006-02-15 23:51:42');
INSERT INTO language (language_id, name, last_update) VALUES (4, 'Mandarin', '2006-02-15 09:16:38');
INSERT INTO language (language_id, name, last_update) VALUES (5, 'French', '2006-02-15 06:38:02');
INSERT INTO language (language_id, name, last_update) VALUES (6, 'German', '2006-02-15 18:43:10');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (1, 'NILS', 'UEDA', '2006-02-15 12:51:46');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (2, 'QUINN', 'LIND', '2006-02-15 17:59:28');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (3, 'QUINN', 'ITO', '2006-02-15 01:55:01');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (4, 'LUCA', 'OLSEN', '2006-02-15 10:58:24');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (5, 'NILS', 'QUIST', '2006-02-15 05:35:11');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (6, 'HUGO', 'HAAS', '2006-02-15 00:11:20');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (7, 'FARID', 'EKLUND', '2006-02-15 16:32:23');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (8, 'QUINN', 'VOGEL', '2006-02-15 17:11:57');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (9, 'OLGA', 'NOVAK', '2006-02-15 23:33:58');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (10, 'YUSUF', 'LIND', '2006-02-15 18:22:23');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (11, 'OLGA', 'FISCHER', '2006-02-15 12:45:47');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (12, 'OLGA', 'UEDA', '2006-02-15 16:15:31');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (13, 'INES', 'PETIT', '2006-02-15 16:32:53');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (14, 'ZOE', 'LIND', '2006-02-15 21:56:29');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (15, 'OLGA', 'LIND', '2006-02-15 18:46:58');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (16, 'ROSA', 'YOUNG', '2006-02-15 14:31:42');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (17, 'HUGO', 'KOWALSKI', '2006-02-15 22:53:10');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (18, 'TARA', 'ITO', '2006-02-15 15:19:19');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (19, 'ZOE', 'WEBER', '2006-02-15 16:35:33');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (20, 'QUINN', 'UEDA', '2006-02-15 19:37:26');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (21, 'JONAS', 'YOUNG', '2006-02-15 06:31:32');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (22, 'LUCA', 'VOGEL', '2006-02-15 19:56:04');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (23, 'ZOE', 'KOWALSKI', '2006-02-15 23:00:58');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (24, 'GRETA', 'YOUNG', '2006-02-15 03:03:36');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (25, 'UMAR', 'BERG', '2006-02-15 08:37:14');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (26, 'VERA', 'DAHL', '2006-02-15 16:08:54');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (27, 'INES', 'HAAS', '2006-02-15 06:56:03');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (28, 'NILS', 'WEBER', '2006-02-15 01:03:23');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (29, 'LUCA', 'FISCHER', '2006-02-15 07:43:01');
INSERT INTO actor (actor_id, first_name, last_name, last_update) VALUES (30, 'CHLOE', 'DAHL', '2006-02-15 02:01:02');
INSERT INTO category (category_id, name, last_update) VALUES (1, 'Action', '2006-02-15 23:58:01');
INSERT INTO category (category_id, name, last_update) VALUES (2, 'Animation', '2006-02-15 11:16:08');
INSERT INTO category (category_id, name, last_update) VALUES (3, 'Children', '2006-02-15 05:47:11');
INSERT INTO category (category_id, name, last_update) VALUES (4, 'Classics', '2006-02-15 16:44:00');
INSERT INTO category (category_id, name, last_update) VALUES (5, 'Comedy', '2006-02-15 12:37:02');
INSERT INTO category (category_id, name, last_update) VALUES (6, 'Documentary', '2006-02-15 07:09:02');
INSERT INTO category (category_id, name, last_update) VALUES (7, 'Drama', '2006-02-15 00:22:39');
INSERT INTO category (category_id, name, last_update) VALUES (8, 'Horror', '2006-02-15 20:47:47');
INSERT INTO country (country_id, country, last_update) VALUES (1, 'Algeria', '2006-02-15 03:18:21');
INSERT INTO country (country_id, country, last_update) VALUES (2, 'Argentina', '2006-02-15 15:01:19');
INSERT INTO country (country_id, country, last_update) VALUES (3, 'Austria', '2006-02-15 14:35:49');
INSERT INTO country (country_id, country, last_update) VALUES (4, 'Brazil', NULL);
INSERT INTO country (country_id, country, last_update) VALUES (5, 'Canada', '2006-02-15 19:47:02');
INSERT INTO country (country_id, country, last_update) VALUES (6, 'Chile', '2006-02-15 08:48:25');
INSERT INTO country (country_id, country, last_update) VALUES (7, 'Finland', '2006-02-15 19:45:09');
INSERT INTO country (country_id, country, last_update) VALUES (8, 'Germany', NULL);
INSERT INTO country (country_id, country, last_update) VALUES (9, 'Japan', '2006-02-15 15:14:05');
INSERT INTO country (country_id, country, last_update) VALUES (10, 'Peru', '2006-02-15 21:43:20');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (1, 'Deltaville', 1, '2006-02-15 14:50:55');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (2, 'Emberville', 9, '2006-02-15 18:49:25');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (3, 'Prismville', 9, '2006-02-15 10:09:55');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (4, 'Kestrelville', 5, '2006-02-15 08:38:26');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (5, 'Umbraville', 1, '2006-02-15 22:35:08');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (6, 'Velvetville', 1, '2006-02-15 08:02:08');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (7, 'Fjordville', 3, '2006-02-15 03:29:40');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (8, 'Harborville', 9, '2006-02-15 22:59:02');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (9, 'Harborville', 4, '2006-02-15 22:28:04');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (10, 'Irisville', 2, '2006-02-15 18:14:39');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (11, 'Tundraville', 6, '2006-02-15 08:43:27');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (12, 'Irisville', 9, '2006-02-15 00:09:02');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (13, 'Meadowville', 7, '2006-02-15 05:07:32');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (14, 'Zenithville', 2, '2006-02-15 07:06:06');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (15, 'Amberville', 3, '2006-02-15 07:06:13');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (16, 'Amberville', 9, '2006-02-15 21:29:29');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (17, 'Juniperville', 9, '2006-02-15 20:24:13');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (18, 'Velvetville', 4, '2006-02-15 23:51:27');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (19, 'Novaville', 9, '2006-02-15 00:37:37');
INSERT INTO city (city_id, city, country_id, last_update) VALUES (20, 'Breezeville', 7, '2006-02-15 16:37:11');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (1, '1886 Delta Lane', NULL, 'Velvet', 16, '47996', '8673612959', '2006-02-15 03:39:23');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (2, '594 Willow Lane', NULL, 'Lumen', 10, '02497', '1770618751', '2006-02-15 03:19:12');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (3, '1722 Velvet Lane', '', 'Amber', 15, '07863', '6381732748', '2006-02-15 06:56:37');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (4, '1257 Cinder Lane', NULL, 'Amber', 10, '03164', '5896569649', '2006-02-15 23:04:14');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (5, '1547 Prism Lane', NULL, 'Glass', 4, '74914', '5898684417', '2006-02-15 22:29:08');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (6, '1544 Lumen Lane', '', 'Meadow', 4, '33313', '0522998601', '2006-02-15 02:39:54');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (7, '686 Umbra Lane', NULL, 'Meadow', 7, NULL, '2974920053', '2006-02-15 00:39:42');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (8, '964 Breeze Lane', NULL, 'Zenith', 16, '38109', '1962953471', '2006-02-15 11:17:30');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (9, '1078 Prism Lane', '', 'Zenith', 14, '64503', '5569557562', '2006-02-15 07:10:31');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (10, '1222 Iris Lane', NULL, 'River', 14, '91176', '3945272047', '2006-02-15 18:46:52');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (11, '1180 Delta Lane', NULL, 'Cinder', 12, '23086', '2783491351', '2006-02-15 04:18:24');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (12, '475 Willow Lane', '', 'Velvet', 11, '57520', '9330947597', '2006-02-15 09:07:09');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (13, '1108 Nova Lane', NULL, 'Delta', 11, '67698', '9657667631', '2006-02-15 16:16:10');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (14, '1833 Fjord Lane', NULL, 'Orbit', 8, NULL, '8569031163', '2006-02-15 18:46:09');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (15, '956 Orbit Lane', '', 'Zenith', 1, '78009', '3164331135', '2006-02-15 12:32:03');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (16, '989 Iris Lane', NULL, 'Meadow', 9, '93121', '7077798930', '2006-02-15 11:35:21');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (17, '1461 Zenith Lane', NULL, 'Velvet', 3, '99825', '3117241035', '2006-02-15 17:39:12');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (18, '825 Velvet Lane', '', 'Meadow', 1, '41016', '8088372347', '2006-02-15 20:11:52');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (19, '194 Amber Lane', NULL, 'Meadow', 7, '95612', '4177237288', '2006-02-15 12:52:35');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (20, '1571 Glass Lane', NULL, 'Iris', 19, '76050', '5117429574', '2006-02-15 19:08:00');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (21, '1255 Velvet Lane', '', 'Nova', 16, NULL, '9679529623', '2006-02-15 18:11:29');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (22, '1460 Glass Lane', NULL, 'Cinder', 12, '00398', '8184821713', '2006-02-15 17:53:42');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (23, '1349 Cinder Lane', NULL, 'Saffron', 16, '88447', '8255999045', '2006-02-15 14:17:56');
INSERT INTO address (address_id, address, address2, district, city_id, postal_code, phone, last_update) VALUES (24, '1030 Orbit Lane', '', 'Amber', 3, '80410', '7533199718', '2006-02-15 05:48:48');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (1, 'MEADOW IRIS', 'A Thoughtful Drama of a fjord', '2006', 1, NULL, 6, 2.99, 164, 19.99, 'PG', 'Deleted Scenes', '2006-02-15 17:29:00');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (2, 'LUMEN BREEZE', 'A Boring Story of a orbit', '2006', 1, NULL, 4, 4.99, 124, 24.99, 'PG', 'Deleted Scenes,Trailers', '2006-02-15 08:52:20');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (3, 'JUNIPER KESTREL', 'A Astounding Story of a umbra', '2006', 1, NULL, 6, 4.99, 69, 12.99, 'R', 'Commentaries,Deleted Scenes,Trailers', '2006-02-15 09:02:14');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (4, 'ORBIT RIVER', 'A Thoughtful Story of a iris', '2006', 1, NULL, 3, 0.99, 74, 24.99, 'PG-13', 'Deleted Scenes', '2006-02-15 11:04:21');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (5, 'ORBIT LUMEN', 'A Thoughtful Saga of a orbit', '2006', 1, 4, 6, 0.99, 159, 12.99, 'PG-13', 'Commentaries,Trailers', '2006-02-15 07:30:12');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (6, 'VELVET LUMEN', 'A Thoughtful Saga of a ember', '2006', 1, NULL, 4, 0.99, 114, 24.99, 'R', NULL, '2006-02-15 23:21:17');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (7, 'ZENITH TUNDRA', 'A Astounding Story of a meadow', '2006', 1, NULL, 5, 4.99, 64, 19.99, 'PG-13', 'Behind the Scenes,Trailers', '2006-02-15 08:57:22');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (8, 'ORBIT PRISM', NULL, '2006', 1, NULL, 3, 0.99, 126, 24.99, 'PG', 'Trailers', '2006-02-15 11:10:22');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (9, 'CINDER ZENITH', 'A Boring Drama of a river', '2006', 1, NULL, 5, 0.99, 145, 19.99, 'R', 'Behind the Scenes,Commentaries,Deleted Scenes', '2006-02-15 06:59:31');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (10, 'DELTA EMBER', 'A Thoughtful Saga of a iris', '2006', 1, 3, 6, 2.99, NULL, 19.99, 'G', 'Commentaries,Trailers', '2006-02-15 22:15:46');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (11, 'TUNDRA BREEZE', 'A Astounding Saga of a umbra', '2006', 1, NULL, 7, 0.99, 82, 12.99, 'G', 'Behind the Scenes,Commentaries', '2006-02-15 04:20:33');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (12, 'SAFFRON DELTA', 'A Astounding Story of a willow', '2006', 1, NULL, 7, 2.99, 104, 9.99, 'R', NULL, '2006-02-15 15:31:39');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (13, 'KESTREL RIVER', 'A Epic Story of a quartz', '2006', 1, NULL, 7, 4.99, 172, 24.99, 'R', 'Behind the Scenes', '2006-02-15 12:33:28');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (14, 'BREEZE DELTA', 'A Boring Story of a ember', '2006', 1, NULL, 3, 4.99, 174, 12.99, 'G', 'Commentaries,Deleted Scenes', '2006-02-15 22:00:16');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (15, 'DELTA VELVET', 'A Astounding Drama of a fjord', '2006', 1, 2, 4, 2.99, 69, 19.99, 'R', 'Behind the Scenes', '2006-02-15 07:04:30');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (16, 'EMBER RIVER', NULL, '2006', 1, NULL, 3, 0.99, 174, 9.99, 'G', 'Trailers', '2006-02-15 16:21:43');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (17, 'QUARTZ HARBOR', 'A Thoughtful Saga of a prism', '2006', 1, NULL, 3, 0.99, 184, 9.99, 'PG', 'Behind the Scenes', '2006-02-15 06:51:03');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (18, 'TUNDRA GLASS', 'A Boring Saga of a tundra', '2006', 1, NULL, 6, 4.99, 180, 12.99, 'NC-17', NULL, '2006-02-15 03:53:52');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (19, 'EMBER UMBRA', 'A Thoughtful Drama of a meadow', '2006', 1, NULL, 4, 2.99, 133, 24.99, 'PG', 'Behind the Scenes,Commentaries', '2006-02-15 10:51:19');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (20, 'DELTA RIVER', 'A Epic Saga of a iris', '2006', 1, 4, 7, 2.99, NULL, 19.99, 'PG', 'Commentaries,Deleted Scenes', '2006-02-15 17:42:06');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (21, 'AMBER TUNDRA', 'A Thoughtful Drama of a glass', '2006', 1, NULL, 6, 4.99, 56, 12.99, 'G', 'Behind the Scenes,Commentaries,Deleted Scenes', '2006-02-15 17:03:47');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (22, 'HARBOR EMBER', 'A Astounding Drama of a willow', '2006', 1, NULL, 4, 0.99, 81, 12.99, 'G', 'Behind the Scenes,Commentaries,Deleted Scenes', '2006-02-15 06:10:52');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (23, 'KESTREL WILLOW', 'A Astounding Story of a saffron', '2006', 1, NULL, 3, 2.99, 152, 9.99, 'R', 'Deleted Scenes,Trailers', '2006-02-15 22:46:17');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (24, 'AMBER GLASS', NULL, '2006', 1, NULL, 6, 2.99, 112, 24.99, 'NC-17', NULL, '2006-02-15 16:47:59');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (25, 'GLASS NOVA', 'A Thoughtful Story of a fjord', '2006', 1, 5, 6, 2.99, 144, 24.99, 'NC-17', 'Commentaries,Deleted Scenes', '2006-02-15 15:28:12');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (26, 'PRISM SAFFRON', 'A Astounding Saga of a cinder', '2006', 1, NULL, 4, 2.99, 166, 12.99, 'NC-17', 'Behind the Scenes,Commentaries,Deleted Scenes', '2006-02-15 06:34:53');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (27, 'JUNIPER DELTA', 'A Epic Drama of a glass', '2006', 1, NULL, 5, 0.99, 127, 19.99, 'PG-13', 'Commentaries,Trailers', '2006-02-15 15:53:45');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (28, 'AMBER JUNIPER', 'A Thoughtful Drama of a ember', '2006', 1, NULL, 4, 4.99, 142, 9.99, 'NC-17', 'Behind the Scenes,Deleted Scenes', '2006-02-15 02:31:30');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (29, 'HARBOR EMBER', 'A Astounding Drama of a glass', '2006', 1, NULL, 7, 4.99, 131, 24.99, 'NC-17', 'Commentaries,Deleted Scenes', '2006-02-15 06:35:03');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (30, 'IRIS VELVET', 'A Thoughtful Drama of a tundra', '2006', 1, 5, 6, 0.99, NULL, 24.99, 'R', NULL, '2006-02-15 12:30:24');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (31, 'JUNIPER GLASS', 'A Thoughtful Drama of a breeze', '2006', 1, NULL, 7, 4.99, 69, 9.99, 'G', 'Behind the Scenes,Commentaries', '2006-02-15 07:32:17');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (32, 'DELTA LUMEN', NULL, '2006', 1, NULL, 7, 2.99, 179, 24.99, 'NC-17', 'Behind the Scenes', '2006-02-15 23:44:14');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (33, 'IRIS AMBER', 'A Epic Saga of a breeze', '2006', 1, NULL, 4, 4.99, 82, 12.99, 'PG-13', 'Trailers', '2006-02-15 19:09:41');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (34, 'JUNIPER DELTA', 'A Epic Story of a velvet', '2006', 1, NULL, 4, 2.99, 81, 9.99, 'PG-13', 'Commentaries,Deleted Scenes,Trailers', '2006-02-15 17:22:48');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (35, 'KESTREL VELVET', 'A Epic Story of a lumen', '2006', 1, 2, 7, 2.99, 139, 19.99, 'R', 'Commentaries,Trailers', '2006-02-15 01:21:27');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (36, 'UMBRA AMBER', 'A Astounding Story of a river', '2006', 1, NULL, 3, 4.99, 65, 24.99, 'R', NULL, '2006-02-15 13:15:50');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (37, 'FJORD FJORD', 'A Epic Drama of a saffron', '2006', 1, NULL, 5, 4.99, 92, 19.99, 'G', 'Commentaries', '2006-02-15 18:50:59');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (38, 'HARBOR MEADOW', 'A Epic Saga of a delta', '2006', 1, NULL, 7, 0.99, 108, 12.99, 'NC-17', 'Trailers', '2006-02-15 00:44:25');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (39, 'CINDER QUARTZ', 'A Astounding Story of a umbra', '2006', 1, NULL, 4, 0.99, 180, 24.99, 'R', 'Commentaries', '2006-02-15 13:08:29');
INSERT INTO film (film_id, title, description, release_year, language_id, original_language_id, rental_duration, rental_rate, length, replacement_cost, rating, special_features, last_update) VALUES (40, 'ZENITH LUMEN', NULL, '2006', 1, 2, 7, 0.99, NULL, 24.99, 'R', 'Behind the Scenes,Commentaries,Trailers', '2006-02-15 19:08:54');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (1, 17, '2006-02-15 09:02:36');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (1, 22, '2006-02-15 11:30:24');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (1, 24, '2006-02-15 03:04:29');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (1, 26, '2006-02-15 05:09:51');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (1, 31, '2006-02-15 14:58:41');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (1, 40, '2006-02-15 02:17:09');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (2, 14, '2006-02-15 15:34:04');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (3, 30, '2006-02-15 16:45:51');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (3, 33, '2006-02-15 09:18:58');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (4, 1, '2006-02-15 00:35:56');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (4, 28, '2006-02-15 17:13:04');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (5, 4, '2006-02-15 13:58:08');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (5, 15, '2006-02-15 05:37:19');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (5, 27, '2006-02-15 14:59:12');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (6, 21, '2006-02-15 01:44:21');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (6, 30, '2006-02-15 14:50:03');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (7, 15, '2006-02-15 04:14:54');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (7, 37, '2006-02-15 19:22:40');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (8, 14, '2006-02-15 09:51:44');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (8, 26, '2006-02-15 20:06:54');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (8, 30, '2006-02-15 06:09:52');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (9, 15, '2006-02-15 07:01:20');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (9, 18, '2006-02-15 03:17:06');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (9, 26, '2006-02-15 11:49:04');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (10, 17, '2006-02-15 16:51:58');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (10, 24, '2006-02-15 22:39:08');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (10, 32, '2006-02-15 11:08:27');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (11, 11, '2006-02-15 23:47:12');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (11, 20, '2006-02-15 09:35:48');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (11, 26, '2006-02-15 00:48:01');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (11, 39, '2006-02-15 10:40:09');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (12, 2, '2006-02-15 23:04:55');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (12, 3, '2006-02-15 17:48:03');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (12, 10, '2006-02-15 04:47:31');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (12, 11, '2006-02-15 13:43:22');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (12, 16, '2006-02-15 15:42:18');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (12, 24, '2006-02-15 09:04:56');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (12, 34, '2006-02-15 20:09:47');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (13, 31, '2006-02-15 03:00:52');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (13, 38, '2006-02-15 02:57:09');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (14, 8, '2006-02-15 11:56:54');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (14, 17, '2006-02-15 22:09:19');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (14, 20, '2006-02-15 18:43:56');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (14, 28, '2006-02-15 17:08:05');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (14, 29, '2006-02-15 07:36:46');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (15, 6, '2006-02-15 23:14:51');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (15, 7, '2006-02-15 10:05:56');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (15, 13, '2006-02-15 05:42:27');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (15, 16, '2006-02-15 06:26:41');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (15, 18, '2006-02-15 21:02:53');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (15, 31, '2006-02-15 10:27:59');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (15, 40, '2006-02-15 15:41:35');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (16, 12, '2006-02-15 11:59:11');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (16, 26, '2006-02-15 16:07:42');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (16, 37, '2006-02-15 01:08:43');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (17, 11, '2006-02-15 12:09:26');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (17, 16, '2006-02-15 23:14:40');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (17, 39, '2006-02-15 08:39:34');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (18, 35, '2006-02-15 22:57:07');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (18, 40, '2006-02-15 02:32:53');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (19, 14, '2006-02-15 18:46:39');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (19, 17, '2006-02-15 05:12:42');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (19, 26, '2006-02-15 19:43:45');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (19, 30, '2006-02-15 02:34:20');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (19, 39, '2006-02-15 04:32:15');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (20, 1, '2006-02-15 07:43:29');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (20, 2, '2006-02-15 21:25:29');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (20, 16, '2006-02-15 03:20:14');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (20, 30, '2006-02-15 01:22:06');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (20, 34, '2006-02-15 12:01:36');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (21, 12, '2006-02-15 03:47:51');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (21, 37, '2006-02-15 08:22:35');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (21, 40, '2006-02-15 07:21:27');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (22, 1, '2006-02-15 07:02:08');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (22, 12, '2006-02-15 05:08:59');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (22, 13, '2006-02-15 23:53:10');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (22, 21, '2006-02-15 12:09:06');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (23, 12, '2006-02-15 20:19:48');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (23, 14, '2006-02-15 13:29:00');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (23, 30, '2006-02-15 03:27:00');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (24, 12, '2006-02-15 22:06:53');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (24, 24, '2006-02-15 01:12:27');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (24, 25, '2006-02-15 00:12:50');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (24, 32, '2006-02-15 12:52:20');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (24, 39, '2006-02-15 04:11:17');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (24, 40, '2006-02-15 08:51:16');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (25, 13, '2006-02-15 18:14:33');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (25, 24, '2006-02-15 09:19:36');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (25, 26, '2006-02-15 13:31:30');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (25, 31, '2006-02-15 12:49:18');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (26, 6, '2006-02-15 12:11:41');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (26, 9, '2006-02-15 13:18:50');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (26, 12, '2006-02-15 18:29:33');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (27, 24, '2006-02-15 13:36:44');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (27, 26, '2006-02-15 10:34:04');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (28, 18, '2006-02-15 18:00:16');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (28, 32, '2006-02-15 13:56:37');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (28, 40, '2006-02-15 14:46:05');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (29, 8, '2006-02-15 16:34:30');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (29, 16, '2006-02-15 16:40:17');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (30, 2, '2006-02-15 05:13:23');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (30, 12, '2006-02-15 03:47:14');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (30, 14, '2006-02-15 06:27:08');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (30, 21, '2006-02-15 16:56:12');
INSERT INTO film_actor (actor_id, film_id, last_update) VALUES (30, 36, '2006-02-15 16:24:57');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (1, 3, '2006-02-15 02:19:52');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (2, 8, '2006-02-15 04:48:32');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (3, 2, '2006-02-15 23:23:43');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (4, 3, '2006-02-15 07:57:50');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (5, 1, '2006-02-15 13:35:02');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (6, 7, '2006-02-15 17:48:19');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (7, 4, '2006-02-15 05:46:25');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (8, 4, '2006-02-15 06:36:52');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (9, 4, '2006-02-15 16:57:16');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (10, 5, '2006-02-15 19:16:10');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (11, 1, '2006-02-15 20:39:25');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (12, 1, '2006-02-15 01:50:31');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (13, 4, '2006-02-15 17:20:18');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (14, 1, '2006-02-15 14:21:11');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (15, 8, '2006-02-15 01:13:23');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (16, 5, '2006-02-15 23:28:16');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (17, 5, '2006-02-15 01:46:20');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (18, 1, '2006-02-15 13:41:14');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (19, 3, '2006-02-15 12:44:43');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (20, 8, '2006-02-15 04:27:44');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (21, 5, '2006-02-15 02:42:11');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (22, 1, '2006-02-15 13:57:53');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (23, 2, '2006-02-15 17:37:09');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (24, 1, '2006-02-15 00:23:13');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (25, 8, '2006-02-15 13:42:58');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (26, 6, '2006-02-15 03:53:00');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (27, 2, '2006-02-15 06:01:46');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (28, 1, '2006-02-15 04:01:18');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (29, 5, '2006-02-15 03:01:41');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (30, 1, '2006-02-15 11:57:17');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (31, 2, '2006-02-15 12:42:57');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (32, 3, '2006-02-15 13:00:15');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (33, 4, '2006-02-15 05:57:39');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (34, 7, '2006-02-15 17:55:02');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (35, 5, '2006-02-15 03:15:37');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (36, 4, '2006-02-15 01:13:52');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (37, 4, '2006-02-15 21:52:11');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (38, 1, '2006-02-15 05:07:37');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (39, 4, '2006-02-15 20:15:18');
INSERT INTO film_category (film_id, category_id, last_update) VALUES (40, 6, '2006-02-15 22:05:56');
INSERT INTO staff (staff_id, first_name, last_name, address_id, picture, email, store_id, active, username, password, last_update) VALUES (1, 'Mike', 'Hillyer', 3, X'69437F36B8FB5F6B6DC691012B759CBE959F159E2DF347B5', 'mike@sakilastaff.example', 1, 1, 'Mike', '8cb2237d0679ca88db6464eac60da96345513964', '2006-02-15 09:58:39');
INSERT INTO staff (staff_id, first_name, last_name, address_id, picture, email, store_id, active, username, password, last_update) VALUES (2, 'Jon', 'Stephens', 4, NULL, 'jon@sakilastaff.example', 2, 1, 'Jon', NULL, '2006-02-15 13:38:27');
INSERT INTO store (store_id, manager_staff_id, address_id, last_update) VALUES (1, 1, 1, '2006-02-15 20:52:06');
INSERT INTO store (store_id, manager_staff_id, address_id, last_update) VALUES (2, 2, 2, '2006-02-15 17:11:41');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (1, 1, 'TARA', 'UEDA', 'c1@sakilacustomer.example', 9, 'Y', '2006-02-14 22:04:36', '2006-02-15 02:29:05');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (2, 1, 'PAVEL', 'ABBOTT', 'c2@sakilacustomer.example', 9, 'Y', '2006-02-14 22:04:36', '2006-02-15 12:12:30');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (3, 2, 'QUINN', 'UEDA', 'c3@sakilacustomer.example', 9, 'Y', '2006-02-14 22:04:36', '2006-02-15 13:12:06');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (4, 2, 'KEIKO', 'JANSEN', 'c4@sakilacustomer.example', 18, 'Y', '2006-02-14 22:04:36', '2006-02-15 04:15:37');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (5, 2, 'PAVEL', 'KOWALSKI', NULL, 5, 'Y', '2006-02-14 22:04:36', '2006-02-15 23:58:53');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (6, 1, 'ADA', 'DAHL', 'c6@sakilacustomer.example', 11, 'N', '2006-02-14 22:04:36', '2006-02-15 09:03:50');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (7, 2, 'QUINN', 'ZIMMER', 'c7@sakilacustomer.example', 12, 'Y', '2006-02-14 22:04:36', '2006-02-15 06:15:53');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (8, 1, 'BRUNO', 'ABBOTT', 'c8@sakilacustomer.example', 8, 'Y', '2006-02-14 22:04:36', '2006-02-15 12:07:26');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (9, 2, 'UMAR', 'QUIST', 'c9@sakilacustomer.example', 5, 'Y', '2006-02-14 22:04:36', '2006-02-15 23:01:11');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (10, 1, 'GRETA', 'HAAS', NULL, 7, 'Y', '2006-02-14 22:04:36', '2006-02-15 22:17:33');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (11, 2, 'DMITRI', 'ZIMMER', 'c11@sakilacustomer.example', 10, 'Y', '2006-02-14 22:04:36', '2006-02-15 19:19:12');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (12, 1, 'FARID', 'VOGEL', 'c12@sakilacustomer.example', 5, 'N', '2006-02-14 22:04:36', '2006-02-15 00:42:06');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (13, 2, 'OLGA', 'ABBOTT', 'c13@sakilacustomer.example', 23, 'Y', '2006-02-14 22:04:36', '2006-02-15 00:53:57');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (14, 1, 'WIM', 'KOWALSKI', 'c14@sakilacustomer.example', 7, 'Y', '2006-02-14 22:04:36', '2006-02-15 07:57:44');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (15, 2, 'ZOE', 'ZIMMER', NULL, 8, 'Y', '2006-02-14 22:04:36', '2006-02-15 05:12:05');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (16, 2, 'INES', 'PETIT', 'c16@sakilacustomer.example', 8, 'Y', '2006-02-14 22:04:36', '2006-02-15 08:38:39');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (17, 1, 'KEIKO', 'MOREAU', 'c17@sakilacustomer.example', 12, 'Y', '2006-02-14 22:04:36', '2006-02-15 18:14:12');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (18, 2, 'OLGA', 'DAHL', 'c18@sakilacustomer.example', 20, 'N', '2006-02-14 22:04:36', '2006-02-15 12:41:55');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (19, 2, 'WIM', 'BERG', 'c19@sakilacustomer.example', 19, 'Y', '2006-02-14 22:04:36', '2006-02-15 01:27:29');
INSERT INTO customer (customer_id, store_id, first_name, last_name, email, address_id, active, create_date, last_update) VALUES (20, 1, 'ZOE', 'ROSSI', NULL, 18, 'Y', '2006-02-14 22:04:36', '2006-02-15 17:41:48');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (1, 4, 2, '2006-02-15 08:07:28');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (2, 19, 2, '2006-02-15 23:56:26');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (3, 16, 1, '2006-02-15 22:15:55');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (4, 8, 1, '2006-02-15 08:34:44');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (5, 9, 2, '2006-02-15 13:37:46');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (6, 3, 1, '2006-02-15 22:41:02');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (7, 4, 1, '2006-02-15 01:52:58');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (8, 17, 1, '2006-02-15 05:31:22');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (9, 6, 2, '2006-02-15 17:39:54');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (10, 11, 1, '2006-02-15 13:18:15');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (11, 1, 1, '2006-02-15 08:03:52');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (12, 15, 1, '2006-02-15 21:30:56');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (13, 34, 2, '2006-02-15 14:48:01');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (14, 3, 2, '2006-02-15 13:54:33');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (15, 40, 1, '2006-02-15 13:06:29');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (16, 30, 1, '2006-02-15 17:11:19');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (17, 40, 1, '2006-02-15 22:34:54');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (18, 8, 1, '2006-02-15 00:21:46');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (19, 4, 2, '2006-02-15 20:51:25');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (20, 21, 1, '2006-02-15 02:36:15');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (21, 10, 2, '2006-02-15 22:20:03');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (22, 14, 1, '2006-02-15 06:23:03');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (23, 1, 2, '2006-02-15 12:38:09');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (24, 4, 2, '2006-02-15 02:20:10');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (25, 34, 1, '2006-02-15 03:16:53');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (26, 17, 2, '2006-02-15 15:46:58');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (27, 18, 2, '2006-02-15 23:50:13');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (28, 22, 1, '2006-02-15 19:54:00');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (29, 39, 1, '2006-02-15 13:27:26');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (30, 40, 2, '2006-02-15 18:17:26');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (31, 1, 2, '2006-02-15 00:01:10');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (32, 39, 2, '2006-02-15 06:13:52');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (33, 6, 2, '2006-02-15 09:58:58');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (34, 22, 1, '2006-02-15 03:21:43');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (35, 20, 1, '2006-02-15 21:52:09');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (36, 17, 2, '2006-02-15 15:32:35');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (37, 35, 2, '2006-02-15 09:36:20');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (38, 34, 2, '2006-02-15 13:51:24');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (39, 6, 2, '2006-02-15 02:58:33');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (40, 10, 1, '2006-02-15 10:25:30');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (41, 38, 1, '2006-02-15 23:26:25');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (42, 29, 2, '2006-02-15 15:01:35');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (43, 32, 2, '2006-02-15 20:26:56');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (44, 13, 1, '2006-02-15 00:11:53');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (45, 17, 1, '2006-02-15 09:52:02');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (46, 28, 2, '2006-02-15 12:44:15');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (47, 28, 2, '2006-02-15 19:24:25');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (48, 18, 1, '2006-02-15 08:11:55');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (49, 19, 1, '2006-02-15 06:01:12');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (50, 12, 2, '2006-02-15 08:36:12');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (51, 22, 2, '2006-02-15 18:08:01');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (52, 4, 1, '2006-02-15 07:26:42');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (53, 8, 2, '2006-02-15 09:08:17');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (54, 13, 2, '2006-02-15 01:43:55');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (55, 27, 2, '2006-02-15 10:04:13');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (56, 29, 1, '2006-02-15 22:34:40');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (57, 30, 2, '2006-02-15 15:45:17');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (58, 40, 1, '2006-02-15 13:29:15');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (59, 32, 2, '2006-02-15 06:43:30');
INSERT INTO inventory (inventory_id, film_id, store_id, last_update) VALUES (60, 25, 1, '2006-02-15 08:33:16');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (1, '2005-07-11 06:36:58', 6, 2, '2005-07-17 06:36:58', 1, '2006-02-15 05:59:10');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (2, '2005-06-25 20:04:06', 29, 17, '2005-06-28 20:04:06', 2, '2006-02-15 16:48:09');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (3, '2005-08-25 15:29:40', 10, 10, '2005-08-28 15:29:40', 2, '2006-02-15 14:01:56');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (4, '2005-06-20 10:33:26', 9, 15, '2005-06-24 10:33:26', 2, '2006-02-15 11:41:26');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (5, '2005-06-19 18:27:21', 44, 9, '2005-06-22 18:27:21', 1, '2006-02-15 21:19:37');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (6, '2005-08-01 17:12:00', 42, 18, '2005-08-02 17:12:00', 2, '2006-02-15 05:25:11');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (7, '2005-05-22 16:37:49', 25, 1, '2005-05-28 16:37:49', 1, '2006-02-15 05:15:42');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (8, '2005-05-10 01:06:17', 45, 4, '2005-05-16 01:06:17', 1, '2006-02-15 06:45:24');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (9, '2005-08-21 20:13:04', 55, 5, NULL, 1, '2006-02-15 11:56:46');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (10, '2005-07-26 08:58:11', 18, 17, '2005-07-28 08:58:11', 1, '2006-02-15 00:33:34');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (11, '2005-06-08 13:45:27', 44, 5, '2005-06-12 13:45:27', 2, '2006-02-15 21:00:27');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (12, '2005-05-05 16:44:43', 24, 20, '2005-05-11 16:44:43', 1, '2006-02-15 22:26:31');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (13, '2005-08-16 22:02:50', 48, 8, '2005-08-18 22:02:50', 2, '2006-02-15 12:20:53');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (14, '2005-08-19 13:26:44', 40, 17, '2005-08-21 13:26:44', 1, '2006-02-15 06:57:47');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (15, '2005-05-14 02:25:34', 21, 6, '2005-05-21 02:25:34', 2, '2006-02-15 04:49:00');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (16, '2005-06-25 17:19:49', 8, 4, '2005-06-27 17:19:49', 1, '2006-02-15 06:13:44');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (17, '2005-06-11 01:32:46', 3, 11, '2005-06-13 01:32:46', 2, '2006-02-15 07:08:35');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (18, '2005-08-02 17:32:25', 45, 10, NULL, 2, '2006-02-15 16:02:11');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (19, '2005-05-25 13:07:14', 40, 11, '2005-05-28 13:07:14', 2, '2006-02-15 03:15:29');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (20, '2005-06-05 00:30:28', 29, 20, '2005-06-10 00:30:28', 2, '2006-02-15 14:49:19');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (21, '2005-08-10 02:06:01', 21, 4, '2005-08-16 02:06:01', 1, '2006-02-15 09:49:01');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (22, '2005-07-21 04:05:17', 10, 3, '2005-07-22 04:05:17', 1, '2006-02-15 00:56:56');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (23, '2005-08-12 02:19:31', 49, 6, '2005-08-19 02:19:31', 1, '2006-02-15 07:25:46');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (24, '2005-08-11 02:18:59', 5, 7, '2005-08-15 02:18:59', 1, '2006-02-15 10:32:30');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (25, '2005-07-10 15:32:00', 23, 19, '2005-07-12 15:32:00', 1, '2006-02-15 08:16:58');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (26, '2005-08-05 12:24:55', 41, 17, '2005-08-06 12:24:55', 2, '2006-02-15 13:20:16');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (27, '2005-07-03 02:51:49', 9, 16, NULL, 1, '2006-02-15 21:07:59');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (28, '2005-08-27 00:40:28', 13, 5, '2005-08-27 00:40:28', 1, '2006-02-15 04:28:46');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (29, '2005-06-21 16:40:49', 38, 10, '2005-06-22 16:40:49', 1, '2006-02-15 06:34:54');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (30, '2005-05-05 15:03:15', 39, 9, '2005-05-09 15:03:15', 1, '2006-02-15 01:36:21');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (31, '2005-05-12 19:43:22', 1, 9, '2005-05-15 19:43:22', 1, '2006-02-15 11:25:01');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (32, '2005-08-01 22:56:35', 11, 11, '2005-08-08 22:56:35', 2, '2006-02-15 10:49:39');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (33, '2005-06-23 17:53:35', 4, 10, '2005-06-28 17:53:35', 2, '2006-02-15 20:20:32');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (34, '2005-05-27 21:08:19', 36, 12, '2005-05-28 21:08:19', 2, '2006-02-15 02:48:39');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (35, '2005-07-10 03:55:38', 27, 20, '2005-07-11 03:55:38', 1, '2006-02-15 00:37:26');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (36, '2005-07-23 14:21:23', 22, 13, NULL, 1, '2006-02-15 17:33:40');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (37, '2005-06-21 17:28:43', 57, 4, '2005-06-24 17:28:43', 2, '2006-02-15 17:09:25');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (38, '2005-08-11 00:24:26', 20, 2, '2005-08-15 00:24:26', 1, '2006-02-15 07:35:52');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (39, '2005-07-01 11:53:58', 45, 13, '2005-07-05 11:53:58', 2, '2006-02-15 07:09:48');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (40, '2005-08-28 05:12:27', 36, 18, '2005-08-28 05:12:27', 1, '2006-02-15 03:56:04');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (41, '2005-06-21 17:47:27', 43, 4, '2005-06-22 17:47:27', 1, '2006-02-15 00:49:44');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (42, '2005-05-26 22:22:26', 37, 20, '2005-05-28 22:22:26', 2, '2006-02-15 08:00:46');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (43, '2005-05-05 18:33:25', 24, 14, '2005-05-12 18:33:25', 1, '2006-02-15 23:55:12');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (44, '2005-08-07 12:32:23', 35, 16, '2005-08-09 12:32:23', 1, '2006-02-15 22:21:51');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (45, '2005-05-05 21:37:10', 18, 15, NULL, 2, '2006-02-15 03:55:07');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (46, '2005-07-17 06:12:18', 60, 6, '2005-07-24 06:12:18', 1, '2006-02-15 23:24:46');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (47, '2005-05-28 10:01:23', 20, 14, '2005-05-28 10:01:23', 2, '2006-02-15 21:22:49');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (48, '2005-06-10 14:40:23', 26, 15, '2005-06-11 14:40:23', 1, '2006-02-15 23:23:46');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (49, '2005-07-19 01:57:40', 39, 3, '2005-07-19 01:57:40', 1, '2006-02-15 02:00:01');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (50, '2005-05-12 17:22:05', 44, 16, '2005-05-13 17:22:05', 1, '2006-02-15 13:59:46');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (51, '2005-06-23 11:15:19', 28, 13, '2005-06-28 11:15:19', 1, '2006-02-15 05:50:51');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (52, '2005-08-24 12:14:13', 27, 18, '2005-08-25 12:14:13', 2, '2006-02-15 03:59:02');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (53, '2005-06-05 11:40:03', 35, 1, '2005-06-10 11:40:03', 2, '2006-02-15 07:12:53');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (54, '2005-08-22 05:40:27', 6, 6, NULL, 1, '2006-02-15 06:24:28');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (55, '2005-05-20 20:19:25', 35, 5, '2005-05-24 20:19:25', 1, '2006-02-15 17:24:48');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (56, '2005-08-19 02:58:10', 29, 9, '2005-08-20 02:58:10', 1, '2006-02-15 07:25:17');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (57, '2005-07-03 09:45:31', 28, 1, '2005-07-07 09:45:31', 2, '2006-02-15 09:59:17');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (58, '2005-08-02 19:42:43', 46, 7, '2005-08-08 19:42:43', 1, '2006-02-15 19:26:51');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (59, '2005-05-11 09:15:08', 47, 19, '2005-05-12 09:15:08', 1, '2006-02-15 13:09:10');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (60, '2005-05-22 13:21:59', 5, 20, '2005-05-23 13:21:59', 2, '2006-02-15 05:53:26');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (61, '2005-08-27 20:33:31', 52, 12, '2005-08-28 20:33:31', 2, '2006-02-15 19:00:52');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (62, '2005-07-18 07:23:03', 6, 10, '2005-07-25 07:23:03', 2, '2006-02-15 13:41:52');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (63, '2005-06-17 22:37:14', 20, 15, NULL, 2, '2006-02-15 06:50:36');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (64, '2005-07-11 20:26:22', 38, 6, '2005-07-18 20:26:22', 1, '2006-02-15 09:27:54');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (65, '2005-07-28 19:13:49', 30, 18, '2005-07-28 19:13:49', 1, '2006-02-15 15:40:39');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (66, '2005-07-01 14:50:43', 50, 11, '2005-07-07 14:50:43', 1, '2006-02-15 08:13:52');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (67, '2005-08-26 22:11:23', 58, 13, '2005-08-28 22:11:23', 2, '2006-02-15 23:35:01');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (68, '2005-06-06 07:45:15', 35, 4, '2005-06-10 07:45:15', 1, '2006-02-15 19:39:02');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (69, '2005-05-21 18:15:22', 37, 20, '2005-05-26 18:15:22', 1, '2006-02-15 21:59:53');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (70, '2005-08-27 07:11:21', 52, 18, '2005-08-28 07:11:21', 1, '2006-02-15 23:43:58');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (71, '2005-06-15 08:52:17', 24, 14, '2005-06-18 08:52:17', 1, '2006-02-15 13:52:46');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (72, '2005-07-25 12:26:28', 55, 6, NULL, 1, '2006-02-15 14:09:31');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (73, '2005-06-26 09:14:45', 34, 3, '2005-06-27 09:14:45', 1, '2006-02-15 18:31:17');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (74, '2005-08-14 06:57:56', 30, 4, '2005-08-16 06:57:56', 1, '2006-02-15 10:18:25');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (75, '2005-07-07 14:12:26', 16, 7, '2005-07-12 14:12:26', 1, '2006-02-15 16:16:55');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (76, '2005-08-22 07:50:08', 41, 8, '2005-08-22 07:50:08', 2, '2006-02-15 01:36:24');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (77, '2005-07-24 14:50:58', 12, 11, '2005-07-28 14:50:58', 2, '2006-02-15 23:51:41');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (78, '2005-07-11 05:30:56', 40, 17, '2005-07-12 05:30:56', 1, '2006-02-15 03:23:20');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (79, '2005-05-06 10:38:48', 53, 10, '2005-05-09 10:38:48', 2, '2006-02-15 17:48:24');
INSERT INTO rental (rental_id, rental_date, inventory_id, customer_id, return_date, staff_id, last_update) VALUES (80, '2005-07-11 18:07:46', 22, 7, '2005-07-12 18:07:46', 2, '2006-02-15 23:05:40');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (1, 2, 2, 1, 2.99, '2005-07-11 06:36:58', '2006-02-15 17:14:41');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (2, 17, 1, 2, 1.99, '2005-06-25 20:04:06', '2006-02-15 03:19:33');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (3, 10, 2, 3, 5.98, '2005-08-25 15:29:40', '2006-02-15 12:11:58');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (4, 15, 1, 4, 1.99, '2005-06-20 10:33:26', '2006-02-15 11:44:52');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (5, 9, 1, 5, 0.0, '2005-06-19 18:27:21', '2006-02-15 18:04:00');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (6, 18, 2, 6, 4.99, '2005-08-01 17:12:00', '2006-02-15 10:09:37');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (7, 1, 1, 7, 4.99, '2005-05-22 16:37:49', '2006-02-15 06:21:14');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (8, 4, 1, 8, 4.99, '2005-05-10 01:06:17', '2006-02-15 18:45:15');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (9, 5, 1, 9, 1.99, '2005-08-21 20:13:04', '2006-02-15 11:44:30');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (10, 17, 1, NULL, 2.99, '2005-07-26 08:58:11', '2006-02-15 17:15:15');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (11, 5, 2, 11, 1.99, '2005-06-08 13:45:27', '2006-02-15 09:21:33');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (12, 20, 2, 12, 0.0, '2005-05-05 16:44:43', '2006-02-15 02:05:31');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (13, 8, 2, 13, 5.98, '2005-08-16 22:02:50', '2006-02-15 08:37:42');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (14, 17, 1, 14, 0.0, '2005-08-19 13:26:44', '2006-02-15 06:06:02');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (15, 6, 1, 15, 4.99, '2005-05-14 02:25:34', '2006-02-15 13:38:09');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (16, 4, 1, 16, 0.99, '2005-06-25 17:19:49', '2006-02-15 10:02:50');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (17, 11, 1, 17, 0.0, '2005-06-11 01:32:46', '2006-02-15 07:54:44');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (18, 10, 1, 18, 0.99, '2005-08-02 17:32:25', '2006-02-15 11:01:30');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (19, 11, 1, 19, 5.98, '2005-05-25 13:07:14', '2006-02-15 20:32:34');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (20, 20, 1, NULL, 5.98, '2005-06-05 00:30:28', '2006-02-15 19:18:37');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (21, 4, 1, 21, 5.98, '2005-08-10 02:06:01', '2006-02-15 04:22:41');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (22, 3, 2, 22, 5.98, '2005-07-21 04:05:17', '2006-02-15 05:45:02');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (23, 6, 2, 23, 0.0, '2005-08-12 02:19:31', '2006-02-15 10:11:36');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (24, 7, 1, 24, 0.0, '2005-08-11 02:18:59', '2006-02-15 04:41:23');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (25, 19, 2, 25, 1.99, '2005-07-10 15:32:00', '2006-02-15 21:49:01');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (26, 17, 2, 26, 4.99, '2005-08-05 12:24:55', '2006-02-15 01:19:25');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (27, 16, 2, 27, 5.98, '2005-07-03 02:51:49', '2006-02-15 08:33:54');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (28, 5, 2, 28, 0.99, '2005-08-27 00:40:28', '2006-02-15 07:52:46');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (29, 10, 2, 29, 1.99, '2005-06-21 16:40:49', '2006-02-15 09:30:46');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (30, 9, 2, NULL, 4.99, '2005-05-05 15:03:15', '2006-02-15 14:32:48');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (31, 9, 1, 31, 4.99, '2005-05-12 19:43:22', '2006-02-15 03:49:41');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (32, 11, 2, 32, 0.0, '2005-08-01 22:56:35', '2006-02-15 19:20:17');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (33, 10, 2, 33, 5.98, '2005-06-23 17:53:35', '2006-02-15 09:42:10');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (34, 12, 2, 34, 0.0, '2005-05-27 21:08:19', '2006-02-15 14:18:07');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (35, 20, 1, 35, 2.99, '2005-07-10 03:55:38', '2006-02-15 06:29:53');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (36, 13, 2, 36, 1.99, '2005-07-23 14:21:23', '2006-02-15 15:47:52');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (37, 4, 2, 37, 1.99, '2005-06-21 17:28:43', '2006-02-15 18:56:43');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (38, 2, 2, 38, 2.99, '2005-08-11 00:24:26', '2006-02-15 00:46:02');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (39, 13, 1, 39, 0.0, '2005-07-01 11:53:58', '2006-02-15 16:31:36');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (40, 18, 2, NULL, 2.99, '2005-08-28 05:12:27', '2006-02-15 13:20:17');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (41, 4, 2, 41, 0.99, '2005-06-21 17:47:27', '2006-02-15 13:39:11');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (42, 20, 1, 42, 0.99, '2005-05-26 22:22:26', '2006-02-15 15:56:58');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (43, 14, 2, 43, 4.99, '2005-05-05 18:33:25', '2006-02-15 13:03:26');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (44, 16, 1, 44, 2.99, '2005-08-07 12:32:23', '2006-02-15 18:55:02');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (45, 15, 2, 45, 0.99, '2005-05-05 21:37:10', '2006-02-15 15:36:19');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (46, 6, 2, 46, 5.98, '2005-07-17 06:12:18', '2006-02-15 22:52:37');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (47, 14, 2, 47, 1.99, '2005-05-28 10:01:23', '2006-02-15 20:37:24');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (48, 15, 2, 48, 0.99, '2005-06-10 14:40:23', '2006-02-15 06:52:46');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (49, 3, 1, 49, 0.0, '2005-07-19 01:57:40', '2006-02-15 05:32:58');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (50, 16, 2, NULL, 1.99, '2005-05-12 17:22:05', '2006-02-15 19:26:03');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (51, 13, 2, 51, 4.99, '2005-06-23 11:15:19', '2006-02-15 08:51:11');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (52, 18, 1, 52, 1.99, '2005-08-24 12:14:13', '2006-02-15 15:11:41');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (53, 1, 2, 53, 1.99, '2005-06-05 11:40:03', '2006-02-15 00:16:30');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (54, 6, 1, 54, 2.99, '2005-08-22 05:40:27', '2006-02-15 04:53:51');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (55, 5, 1, 55, 2.99, '2005-05-20 20:19:25', '2006-02-15 04:33:21');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (56, 9, 1, 56, 1.99, '2005-08-19 02:58:10', '2006-02-15 12:41:33');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (57, 1, 1, 57, 0.0, '2005-07-03 09:45:31', '2006-02-15 22:16:17');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (58, 7, 2, 58, 0.99, '2005-08-02 19:42:43', '2006-02-15 08:33:23');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (59, 19, 1, 59, 4.99, '2005-05-11 09:15:08', '2006-02-15 15:36:23');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (60, 20, 1, NULL, 0.0, '2005-05-22 13:21:59', '2006-02-15 17:21:58');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (61, 12, 2, 61, 5.98, '2005-08-27 20:33:31', '2006-02-15 06:03:20');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (62, 10, 1, 62, 1.99, '2005-07-18 07:23:03', '2006-02-15 03:33:13');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (63, 15, 1, 63, 1.99, '2005-06-17 22:37:14', '2006-02-15 23:20:35');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (64, 6, 2, 64, 1.99, '2005-07-11 20:26:22', '2006-02-15 23:58:37');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (65, 18, 2, 65, 5.98, '2005-07-28 19:13:49', '2006-02-15 09:57:21');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (66, 11, 2, 66, 0.99, '2005-07-01 14:50:43', '2006-02-15 16:13:02');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (67, 13, 1, 67, 1.99, '2005-08-26 22:11:23', '2006-02-15 10:07:56');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (68, 4, 1, 68, 0.99, '2005-06-06 07:45:15', '2006-02-15 23:29:37');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (69, 20, 2, 69, 5.98, '2005-05-21 18:15:22', '2006-02-15 06:51:40');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (70, 18, 1, NULL, 0.0, '2005-08-27 07:11:21', '2006-02-15 05:40:19');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (71, 14, 1, 71, 0.99, '2005-06-15 08:52:17', '2006-02-15 03:10:59');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (72, 6, 2, 72, 0.99, '2005-07-25 12:26:28', '2006-02-15 13:54:35');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (73, 3, 1, 73, 4.99, '2005-06-26 09:14:45', '2006-02-15 18:23:20');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (74, 4, 1, 74, 4.99, '2005-08-14 06:57:56', '2006-02-15 14:09:09');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (75, 7, 2, 75, 4.99, '2005-07-07 14:12:26', '2006-02-15 16:45:51');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (76, 8, 2, 76, 2.99, '2005-08-22 07:50:08', '2006-02-15 23:20:14');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (77, 11, 2, 77, 1.99, '2005-07-24 14:50:58', '2006-02-15 02:59:28');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (78, 17, 2, 78, 2.99, '2005-07-11 05:30:56', '2006-02-15 08:10:34');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (79, 10, 2, 79, 4.99, '2005-05-06 10:38:48', '2006-02-15 07:40:06');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date, last_update) VALUES (80, 7, 2, NULL, 2.99, '2005-07-11 18:07:46', '2006-02-15 09:05:37');
INSERT INTO payment_audit (payment_id, old_amount, new_amount, changed_at) VALUES (3, 1.99, 2.99, '2006-02-15 22:12:30');
INSERT INTO payment_audit (payment_id, old_amount, new_amount, changed_at) VALUES (7, 4.99, 0.99, '2006-02-15 22:12:31');
COMMIT;
