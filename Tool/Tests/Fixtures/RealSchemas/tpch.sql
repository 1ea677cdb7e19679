-- The schema of the TPC-H benchmark (the eight tables of its specification, with the
-- primary and foreign keys it states), written for modelc's adoption tests: a
-- composite primary key (partsupp, lineitem), and a foreign key of two columns,
-- lineitem (l_partkey, l_suppkey) → partsupp (ps_partkey, ps_suppkey). A few rows
-- follow, enough for every key to be used.
CREATE TABLE region (r_regionkey INTEGER PRIMARY KEY, r_name CHAR(25) NOT NULL, r_comment VARCHAR(152));
CREATE TABLE nation (n_nationkey INTEGER PRIMARY KEY, n_name CHAR(25) NOT NULL, n_regionkey INTEGER NOT NULL REFERENCES region (r_regionkey), n_comment VARCHAR(152));
CREATE TABLE part (p_partkey INTEGER PRIMARY KEY, p_name VARCHAR(55) NOT NULL, p_mfgr CHAR(25) NOT NULL, p_brand CHAR(10) NOT NULL, p_type VARCHAR(25) NOT NULL, p_size INTEGER NOT NULL, p_container CHAR(10) NOT NULL, p_retailprice DECIMAL(15,2) NOT NULL, p_comment VARCHAR(23) NOT NULL);
CREATE TABLE supplier (s_suppkey INTEGER PRIMARY KEY, s_name CHAR(25) NOT NULL, s_address VARCHAR(40) NOT NULL, s_nationkey INTEGER NOT NULL REFERENCES nation (n_nationkey), s_phone CHAR(15) NOT NULL, s_acctbal DECIMAL(15,2) NOT NULL, s_comment VARCHAR(101) NOT NULL);
CREATE TABLE partsupp (ps_partkey INTEGER NOT NULL REFERENCES part (p_partkey), ps_suppkey INTEGER NOT NULL REFERENCES supplier (s_suppkey), ps_availqty INTEGER NOT NULL, ps_supplycost DECIMAL(15,2) NOT NULL, ps_comment VARCHAR(199) NOT NULL, PRIMARY KEY (ps_partkey, ps_suppkey));
CREATE TABLE customer (c_custkey INTEGER PRIMARY KEY, c_name VARCHAR(25) NOT NULL, c_address VARCHAR(40) NOT NULL, c_nationkey INTEGER NOT NULL REFERENCES nation (n_nationkey), c_phone CHAR(15) NOT NULL, c_acctbal DECIMAL(15,2) NOT NULL, c_mktsegment CHAR(10) NOT NULL, c_comment VARCHAR(117) NOT NULL);
CREATE TABLE orders (o_orderkey INTEGER PRIMARY KEY, o_custkey INTEGER NOT NULL REFERENCES customer (c_custkey), o_orderstatus CHAR(1) NOT NULL, o_totalprice DECIMAL(15,2) NOT NULL, o_orderdate DATE NOT NULL, o_orderpriority CHAR(15) NOT NULL, o_clerk CHAR(15) NOT NULL, o_shippriority INTEGER NOT NULL, o_comment VARCHAR(79) NOT NULL);
CREATE TABLE lineitem (l_orderkey INTEGER NOT NULL REFERENCES orders (o_orderkey), l_partkey INTEGER NOT NULL, l_suppkey INTEGER NOT NULL, l_linenumber INTEGER NOT NULL, l_quantity DECIMAL(15,2) NOT NULL, l_extendedprice DECIMAL(15,2) NOT NULL, l_discount DECIMAL(15,2) NOT NULL, l_tax DECIMAL(15,2) NOT NULL, l_returnflag CHAR(1) NOT NULL, l_linestatus CHAR(1) NOT NULL, l_shipdate DATE NOT NULL, l_commitdate DATE NOT NULL, l_receiptdate DATE NOT NULL, l_shipinstruct CHAR(25) NOT NULL, l_shipmode CHAR(10) NOT NULL, l_comment VARCHAR(44) NOT NULL, PRIMARY KEY (l_orderkey, l_linenumber), FOREIGN KEY (l_partkey, l_suppkey) REFERENCES partsupp (ps_partkey, ps_suppkey));

INSERT INTO region VALUES (0, 'AFRICA', NULL), (1, 'EUROPE', 'quiet');
INSERT INTO nation VALUES (0, 'KENYA', 0, NULL), (1, 'FRANCE', 1, NULL), (2, 'GERMANY', 1, 'north');
INSERT INTO part VALUES (1, 'goldenrod lace', 'Manufacturer#1', 'Brand#13', 'PROMO BURNISHED COPPER', 7, 'JUMBO PKG', 901.00, 'ly. slyly ironi'),
  (2, 'blush thistle', 'Manufacturer#1', 'Brand#13', 'LARGE BRUSHED BRASS', 1, 'LG CASE', 902.00, 'lar accounts');
INSERT INTO supplier VALUES (1, 'Supplier#000000001', 'N kD4on9OM', 1, '27-918-335-1736', 5755.94, 'each slyly above'),
  (2, 'Supplier#000000002', '89eJ5ksX3Im', 2, '15-679-861-2259', 4032.68, 'slyly bold instructions');
INSERT INTO partsupp VALUES (1, 1, 3325, 771.64, 'final theodolites'), (1, 2, 8076, 993.49, 'ven ideas'), (2, 2, 3956, 337.09, 'after the fluffily');
INSERT INTO customer VALUES (1, 'Customer#000000001', 'IVhzIApeRb', 0, '25-989-741-2988', 711.56, 'BUILDING', 'to the even');
INSERT INTO orders VALUES (1, 1, 'O', 173665.47, '1996-01-02', '5-LOW', 'Clerk#000000951', 0, 'nstructions sleep');
INSERT INTO lineitem VALUES (1, 1, 2, 1, 17, 17954.55, 0.04, 0.02, 'N', 'O', '1996-03-13', '1996-02-12', '1996-03-22', 'DELIVER IN PERSON', 'TRUCK', 'egular courts'),
  (1, 2, 2, 2, 36, 34850.16, 0.09, 0.06, 'N', 'O', '1996-04-12', '1996-02-28', '1996-04-20', 'TAKE BACK RETURN', 'MAIL', 'ly final dependencies');
